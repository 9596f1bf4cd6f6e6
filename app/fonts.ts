import localFont from 'next/font/local';

// Self-hosted, so nothing is fetched from the internet at build or run time. The files are
// @fontsource's Inter and Montserrat (SIL Open Font License) cut to the characters our copy uses
// by scripts/subset-fonts.mjs (`npm run fonts`).
//
// adjustFontFallback is off. next/font's default adds a fallback face, `local(Arial)` with
// metric overrides, to every stack. Linux and Android have no Arial, so there it never applies,
// yet Chromium still looks it up in the first style pass of every page, which delays it. The
// price: where Arial exists, the swap from the system font to these is not metric-matched, a
// small layout shift on a slow link (see BENCHMARKS.md).
//
// preload is off: the page's loader asks for every face as the page is parsed instead
// (FONT_LOADS in lib/startup-scripts.mjs), which keeps their requests out of the navigation's
// commit.
export const bodyFont = localFont({
  src: [
    { path: './fonts/inter-400.woff2', weight: '400' },
    { path: './fonts/inter-600.woff2', weight: '600' },
  ],
  variable: '--font-body',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const headingFont = localFont({
  src: [{ path: './fonts/montserrat-700.woff2', weight: '700' }],
  variable: '--font-heading',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
