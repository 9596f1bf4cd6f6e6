// Types for font-features.mjs, so the font tests can import it.
export const defaultFeatures: string[];
