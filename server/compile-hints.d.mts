// Types for compile-hints.mjs, so the browser tests can import it.
export const COMPILE_HINT: string;
export function addCompileHints(nextDir?: string): string[];
