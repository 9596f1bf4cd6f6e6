// The headers every response carries (next.config.mjs adds them). Pages get their own
// Content-Security-Policy besides (lib/csp). The framework floor's twin is served with the same
// list (scripts/bench/floor-server.mjs), so that the floor run compares pages served alike: a
// browser pays for some of them on arrival (Cross-Origin-Opener-Policy puts the page in a
// browsing context group of its own, BENCHMARKS.md).

/** @param {boolean} isProduction HSTS only in production: a browser would keep it for localhost. */
export function securityHeaders(isProduction) {
  return [
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    ...(isProduction
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
