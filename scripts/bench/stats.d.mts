// Types for stats.mjs, for its unit test.
export const categories: string[];
export interface Figures {
  [figure: string]: number | null | string[] | undefined;
  failing?: string[];
}
export function median(values: Array<number | null | undefined>): number | null;
export function medianFigures(runs: Figures[]): Figures & { failing: string[] };
