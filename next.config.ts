import type { NextConfig } from 'next';
import { resourcePolicy } from './lib/csp/policy';

const isProduction = process.env.NODE_ENV === 'production';

// Every response. Pages get their own Content-Security-Policy from proxy.ts (hashes of their
// inline scripts, or a nonce), which replaces this one; route handlers and files keep it.
const securityHeaders = [
  { key: 'Content-Security-Policy', value: resourcePolicy },
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

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  // The only stylesheet is next/font's @font-face rules: inlining them saves a render-blocking
  // request on a slow mobile connection.
  experimental: { inlineCss: true },
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'nodemailer',
    // About 8 MB of location data: loaded by Node at run time rather than bundled.
    'country-state-city',
  ],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
