import localFont from 'next/font/local';

// Self-hosted from @fontsource so nothing is fetched from the internet at build or run time.
export const bodyFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-body',
  display: 'swap',
});

export const headingFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-heading',
  display: 'swap',
});
