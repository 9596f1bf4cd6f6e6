import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Database suites hash passwords and open PGlite; CI machines are shared and slow.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/empty.js',
    // file-type exports its Node entry for import only; Jest resolves as require.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
};

// PGlite's CommonJS build loads Node built-ins with import(), which Jest's CommonJS runtime
// refuses without --experimental-vm-modules; compiling that one package turns them into require.
// file-type and its dependencies ship only ES modules, which Jest's CommonJS runtime cannot load.
const transformedPackages = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-utils',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest ignores all of node_modules except its own client code; keep that, plus the above.
  const allowed = ['geist', 'next/dist/client', 'next/dist/shared/lib', ...transformedPackages];
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${allowed.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules')),
  ];
  const [, swc] =
    Object.entries(resolved.transform).find(([pattern]) => pattern.includes('tsx')) ?? [];
  if (swc) resolved.transform = { '^.+\\.cjs$': swc, ...resolved.transform };
  return resolved;
}
