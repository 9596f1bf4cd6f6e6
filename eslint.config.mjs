import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Imports run one way: app -> components -> lib -> content. Stores serve client components
// only. Each layer lists what it may not import; the rule fails the lint, naming the layer.
const layer = (files, forbidden, message, extraPaths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: extraPaths,
        patterns: [
          {
            group: forbidden.flatMap((dir) => [`@/${dir}`, `@/${dir}/*`, `**/../${dir}/*`]),
            message,
          },
        ],
      },
    ],
  },
});

// Links go through components/ui/Link, which does not prefetch on sight (see there).
const nextLink = { name: 'next/link', message: "Use '@/components/ui/Link'." };

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
    ['app', 'components', 'stores'],
    'lib/ sits below components and stores: pass what it needs as arguments.',
  ),
  layer(['stores/**'], ['app', 'components'], 'Stores sit below the components that use them.'),
  layer(
    ['content/**'],
    ['app', 'components', 'lib', 'stores'],
    'Content imports only its schemas (content/schemas) and zod.',
  ),
  {
    // Tests reach across layers on purpose; the Link wrapper is the one place next/link is used.
    files: ['**/*.test.ts', '**/*.test.tsx', 'components/ui/Link.tsx'],
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
