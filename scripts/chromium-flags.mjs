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
