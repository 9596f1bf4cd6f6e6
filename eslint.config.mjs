import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports run one way: app -> components -> lib -> content. Stores serve client components
// only. Inside lib the layers run one way too: what every layer uses at the bottom (http,
// validation), then the database (db), then what builds on it (auth, backup, ...), then the
// site's domains (staff, community, enquiries). Each glob lists what it may not import; the rule
// fails the lint, naming the layer. (A later entry for the same files replaces an earlier one,
// so each glob carries its whole list.)
const specifiers = (dirs) => [
  ...new Set(
    dirs.flatMap((dir) => [
      `@/${dir}`,
      `@/${dir}/*`,
      `**/../${dir}/*`,
      `**/../${dir.split('/').at(-1)}/*`,
    ]),
  ),
];

const layer = (files, forbidden, message, extraPaths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: extraPaths, patterns: [{ group: specifiers(forbidden), message }] },
    ],
  },
});

/** The database client is the query modules' own: elsewhere only its types may be named. */
const dbClient = {
  name: '@/lib/db/client',
  allowTypeImports: true,
  message: 'Only lib/db opens the database: add a query function in lib/db/queries.',
};

// Links go through components/ui/Link, which does not prefetch on sight (see there).
const nextLink = { name: 'next/link', message: "Use '@/components/ui/Link'." };

const aboveLib = ['app', 'components', 'stores', 'server', 'e2e', 'tests'];
const domains = ['lib/staff', 'lib/community', 'lib/enquiries', 'lib/suppliers', 'lib/board'];
const aboveDb = [
  ...domains,
  'lib/auth',
  'lib/backup',
  'lib/forms',
  'lib/control',
  'lib/operations',
  'lib/documents',
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Our artwork is hand-drawn SVG served as-is: next/image would not optimise it, and every
    // <img> carries width and height, so a plain element is the lighter choice.
    rules: { '@next/next/no-img-element': 'off' },
  },
  layer(['app/**'], ['stores'], 'Pages are server code: only client components read the store.', [
    nextLink,
  ]),
  layer(
    ['components/**'],
    ['app'],
    'Components do not import routes: move the shared part to components/ or lib/.',
    [nextLink],
  ),
  layer(
    ['components/**/!(*.client).tsx', 'components/**/!(*.client).ts'],
    ['app', 'stores'],
    'Only client components (*.client.tsx) read the store.',
    [nextLink],
  ),
  layer(
    ['lib/**'],
    aboveLib,
    'lib/ sits below components, stores and the edge (server/): pass what it needs as arguments.',
    [dbClient],
  ),
  layer(
    ['lib/http/**', 'lib/validation/**'],
    [...aboveLib, ...aboveDb, 'lib/db'],
    'lib/http and lib/validation are the bottom layer (the browser shares validation): they import no database or domain code.',
    [dbClient],
  ),
  layer(
    ['lib/db/**'],
    [...aboveLib, ...aboveDb],
    'lib/db sits below what uses it: hand it what it needs (setMigrationHooks), do not import it.',
  ),
  layer(
    ['lib/auth/**', 'lib/backup/**'],
    [...aboveLib, ...domains],
    'Sessions and backups sit below the site’s domains (staff, community, enquiries).',
    [dbClient],
  ),
  layer(
    ['server/**'],
    ['app', 'components', 'stores', 'lib', 'content', 'e2e', 'tests'],
    'server/ is the edge in plain JavaScript: what it shares with the app lives in lib and is imported by server.mjs.',
  ),
  layer(
    ['scripts/**'],
    ['app', 'components', 'stores', 'e2e', 'tests'],
    'Scripts sit beside the app, not above the tests: move what both use into scripts/ or lib/.',
  ),
  layer(['stores/**'], ['app', 'components'], 'Stores sit below the components that use them.'),
  layer(
    ['content/**'],
    ['app', 'components', 'lib', 'stores'],
    'Content imports only its schemas (content/schemas) and zod.',
  ),
  {
    // Tests reach across layers on purpose; the Link wrapper is the one place next/link is used.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'e2e/**', 'components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
