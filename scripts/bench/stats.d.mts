// Types for stats.mjs, for its unit test.
import type { BlockingKind } from './blocking.mjs';
export const categories: string[];
export interface Figures {
  [figure: string]: number | null | string[] | Record<BlockingKind, number | null> | undefined;
  failing?: string[];
  blocking?: Record<BlockingKind, number | null>;
}
export function median(values: Array<number | null | undefined>): number | null;
export function medianFigures(runs: Figures[]): Figures & { failing: string[] };
