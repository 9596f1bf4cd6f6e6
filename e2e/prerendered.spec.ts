/**
 * Every public page is prerendered at build time (static, or generated for each of its params):
 * a page that turns dynamic by accident (a cookie or header read, a nonce) would be rendered on
 * every request, lose its CDN cache and its hashed CSP. Only the pages listed here are rendered
 * per request. Reads the build's own manifest; no browser, no server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

/** Rendered per request on purpose: the members area and what reads the visitor's request. */
const perRequest = [
  '/business-search',
  '/community',
  // A member's company, its documents, identity check, people and an invitation to join it.
  '/community/company',
  '/community/company/colleagues',
  '/community/company/documents/[type]',
  '/community/company/identity',
  '/community/company/join',
  '/community/company/profile',
  // The opportunities board: what is open, to whom, closes by the server's clock, to the second.
  '/community/opportunities',
  '/community/opportunities/[id]',
  '/community/opportunities/invitation',
  '/opportunities',
  '/opportunities/[id]',
  '/community-confirm',
  '/community-login',
  '/community-reset-password',
  '/job-opportunities',
  // A job closes when its date ends, without a new build (lib/jobs/open-jobs.ts).
  '/job-detail-page/[slug]',
  // A listing with a `listedOn` day appears on it (lib/businesses/listed.ts).
  '/business-details-page/[id]',
  // The alert form reads the search and the session; its confirm and stop pages, their link.
  '/alerts',
  '/alerts/confirm',
  '/alerts/stop',
];

function pages(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    if (entry.name !== 'page.tsx') return [];
    const route = relative('app', dir)
      .split('/')
      // Neither a route group nor a layout's slot (`@nav`) is part of the address.
      .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
      .join('/');
    return [`/${route}`];
  });
}

test('every public page outside the per-request list is prerendered', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, unknown>;
  };
  // The back office is not public: every page of it reads the staff session.
  const all = pages().filter((page) => page !== '/staff' && !page.startsWith('/staff/'));
  expect(all.length).toBeGreaterThan(15);
  const notPrerendered = all.filter((page) =>
    page.includes('[') ? !manifest.dynamicRoutes[page] : !manifest.routes[page],
  );
  expect(notPrerendered.sort()).toEqual([...perRequest].sort());
});
