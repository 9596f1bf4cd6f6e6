// Types for chromium-flags.mjs, so playwright.config.ts can import it.
export const chromiumFlags: string[];
export const CHROMIUM: string;
