// Types for budgets.mjs, so TypeScript tests and the Playwright budget test can import it.
export const KB: number;
export const extraRoutes: string[];
export interface BudgetRule {
  pattern: string;
  kb: number;
  kind: string;
  source: string;
}
export const budgets: BudgetRule[];
export function normalisePath(path: string): string;
export function budgetFor(path: string): BudgetRule & { bytes: number };
export function routesToMeasure(sitemapPaths: string[]): string[];
