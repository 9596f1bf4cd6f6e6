import localFont from 'next/font/local';

// Self-hosted, so nothing is fetched from the internet at build or run time. The files are
// @fontsource's Inter and Montserrat (SIL Open Font License) cut to the characters our copy uses
// by scripts/subset-fonts.mjs (`npm run fonts`).
//
// adjustFontFallback is off. next/font's default adds a fallback face, `local(Arial)` with
// metric overrides, to every stack. Linux and Android have no Arial, so there it never applied,
// and Chromium still looked it up in the first style pass of every page: the home page's style
// task took 10 to 25 ms longer, and mobile Lighthouse Performance was 92 with it against 97
// without (interleaved runs, BENCHMARKS.md). The cost of going without: where Arial exists, the
// swap from the system font to these is no longer metric-matched. On a 400 kbit/s, 400 ms link,
// where the fonts arrive 1.4 s after the first paint, that swap shifts our pages by at most
// 0.019 (measured on Linux, so from DejaVu Sans, which is further from Inter than Arial is).
export const bodyFont = localFont({
  src: [
    { path: './fonts/inter-400.woff2', weight: '400' },
    { path: './fonts/inter-600.woff2', weight: '600' },
  ],
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: false,
});

export const headingFont = localFont({
  src: [{ path: './fonts/montserrat-700.woff2', weight: '700' }],
  variable: '--font-heading',
  display: 'swap',
  adjustFontFallback: false,
});
