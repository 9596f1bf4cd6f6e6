import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Our artwork is hand-drawn SVG served as-is: next/image would not optimise it, and every
    // <img> carries width and height, so a plain element is the lighter choice.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Links go through components/ui/Link, which does not prefetch on sight (see there).
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use '@/components/ui/Link'." }] },
      ],
    },
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
