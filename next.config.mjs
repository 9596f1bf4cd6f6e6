import {
  FRAMED_FILES,
  STATIC_POLICY_HEADER,
  framedFilePolicy,
  resourcePolicy,
} from './lib/csp/policy.mjs';
import { securityHeaders as listSecurityHeaders } from './lib/security-headers.mjs';

const isProduction = process.env.NODE_ENV === 'production';

// Every response (lib/security-headers.mjs). Pages get their own Content-Security-Policy (hashes
// of their inline scripts, or a nonce) from proxy.ts, which replaces the one below, or, for
// prerendered pages, from server.mjs, which marks the request so that it is not added; route
// handlers and files keep it.
const securityHeaders = listSecurityHeaders(isProduction);

// Plain JavaScript rather than TypeScript: a .ts config is compiled with SWC at every server
// start, which loads its native binding (about 25 MB of memory) for nothing else.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses, with the same middleware, after reading each page (see there).
  compress: false,
  compiler: { styledComponents: true },
  // A stylesheet, should a route ever have one (the styles are styled-components' and there is no
  // web font), goes in the page: inlining saves a render-blocking request on a slow connection.
  experimental: {
    inlineCss: true,
    // Next loads every route's code at start by default; here each route loads on its first
    // request. The server is ready sooner and holds only the routes visitors use; the first
    // request of a route pays once for loading it (BENCHMARKS.md, memory).
    preloadEntriesOnStart: false,
    // The public site and the back office are two root layouts (app/(public), app/(staff));
    // an address that matches no route gets app/global-not-found.tsx, a whole page of its own.
    globalNotFound: true,
    // Forms are Server Actions. A job application carries a CV of up to 5 MB, a supplier's
    // identity document two images of up to 10 MB; the edge (server/page-posts.mjs) holds each
    // page's posts to its own cap, most to a small one, before Next reads them.
    serverActions: { bodySizeLimit: '21mb' },
    // The proxy (proxy.ts) runs before those pages' actions and holds a copy of the body, cut
    // at 10 MB by default: a supplier's 10 MiB document arrived truncated and unreadable.
    proxyClientMaxBodySize: '21mb',
  },
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'nodemailer',
    // About 8 MB of location data: loaded by Node at run time rather than bundled.
    'country-state-city',
  ],
  async headers() {
    // Every path but the supplier files staff open framed in the review page, which may be
    // framed by this site (and only it).
    const notFramed = `/((?!${FRAMED_FILES.slice(1)}).*)`;
    return [
      { source: notFramed, headers: securityHeaders },
      {
        source: notFramed,
        missing: [{ type: 'header', key: STATIC_POLICY_HEADER }],
        headers: [{ key: 'Content-Security-Policy', value: resourcePolicy }],
      },
      {
        source: `${FRAMED_FILES}:path*`,
        headers: [
          ...securityHeaders.filter((header) => header.key !== 'X-Frame-Options'),
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Content-Security-Policy', value: framedFilePolicy },
        ],
      },
    ];
  },
};

export default nextConfig;
