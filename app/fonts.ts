import localFont from 'next/font/local';

// Self-hosted, so nothing is fetched from the internet at build or run time. The files are
// @fontsource's Inter and Montserrat (SIL Open Font License) cut to the characters our copy uses
// by scripts/subset-fonts.mjs (`npm run fonts`).
export const bodyFont = localFont({
  src: [
    { path: './fonts/inter-400.woff2', weight: '400' },
    { path: './fonts/inter-600.woff2', weight: '600' },
  ],
  variable: '--font-body',
  display: 'swap',
});

export const headingFont = localFont({
  src: [{ path: './fonts/montserrat-700.woff2', weight: '700' }],
  variable: '--font-heading',
  display: 'swap',
});
