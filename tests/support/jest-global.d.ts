/**
 * The global `jest`: next/jest's compiler hoists `jest.mock(...)` above the imports only when it
 * is called on the global, not on the one imported from @jest/globals.
 */
declare const jest: typeof import('@jest/globals').jest;
