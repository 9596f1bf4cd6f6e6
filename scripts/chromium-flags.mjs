// The flags Debian's Chromium runs with on these machines (ENVIRONMENT.md), shared by the
// Playwright tests and the benchmark's Lighthouse so both measure the same browser.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser the benchmark scripts drive: Debian's Chromium unless CHROME_PATH names another. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
