// JavaScript budgets per route, in KB of gzip (1 KB = 1,000 bytes), from the issues' bars.
// Shared by `npm run bench` and the budget test in `npm test`. The first matching rule wins, so
// specific routes come before the catch-all. Where two issues give different numbers for the
// same route, the tighter one is kept, and `source` says where each number comes from.
//
// Patterns: an exact path, or a path with `*` (one path segment or part of one) and `**` (any
// characters, including `/`).

export const KB = 1000;

/**
 * The framework floor: the JavaScript of a page with nothing of ours in it (React, Next's
 * runtime and router), for the installed versions; `npm run bench` measures it
 * (scripts/bench/floor.mjs) and reports it in BENCHMARKS.md. Update it with Next.js or React.
 */
export const FRAMEWORK_FLOOR_KB = 134.6;

/**
 * The back office has a root layout of its own (issue 23). With two roots, Turbopack puts the
 * router and error-boundary modules both share in a chunk of their own: the same modules, which
 * compress 0.3 KB worse split than together (measured on /about-us, same module list before and
 * after). The floor's twin has one root, so this is added to it rather than hidden in it.
 */
const TWO_ROOTS_KB = 0.3;

/**
 * A content page (service, about, information without a form) carries only the header's account
 * link (js-cookie, next/link) and the root error view over the floor: issue 14's floor + 5 KB.
 * The small-screen menu is an HTML popover, and the error view inside the layout belongs only to
 * the routes rendered per request.
 */
const CONTENT_KB = Math.round((FRAMEWORK_FLOOR_KB + 5 + TWO_ROOTS_KB) * 10) / 10;

/**
 * Measured besides the sitemap's routes: the portal pages (not for search engines, so not in
 * the sitemap) and every route the issues set a budget for, so a page left out of the sitemap
 * by mistake is still held to its budget. Routes a build does not have answer 404 and are
 * reported as not measured.
 */
export const extraRoutes = [
  '/community-login',
  '/community-register',
  '/community-confirm',
  '/community',
  '/work-in-canada',
  '/study-in-canada',
  '/become-a-permanent-resident',
  '/visit-or-extend-your-stay',
  '/job-opportunities',
  '/job-detail-page',
  '/business-search',
  '/business-details-page',
  '/contact-us',
  '/alerts',
  '/alerts/confirm',
  '/alerts/stop',
  // The back office's pages answer a visitor without a session with its sign-in page, which is
  // measured here; the pages behind it are measured with a staff session in
  // e2e/staff-inbox.spec.ts (it needs PostgreSQL).
  '/staff/sign-in',
];

export const budgets = [
  { pattern: '/', kb: 170, kind: 'home', source: 'issue 2' },
  { pattern: '/home', kb: 170, kind: 'home', source: 'issue 2' },
  { pattern: '/services', kb: CONTENT_KB, kind: 'service', source: 'issue 14 (floor + 5)' },
  { pattern: '/about-us', kb: CONTENT_KB, kind: 'about', source: 'issue 14 (floor + 5)' },
  { pattern: '/who-we-are', kb: CONTENT_KB, kind: 'about', source: 'issue 14 (floor + 5)' },
  { pattern: '/study-in-canada', kb: 150, kind: 'information', source: 'issues 4, 5' },
  {
    pattern: '/become-a-permanent-resident',
    kb: CONTENT_KB,
    kind: 'information',
    source: 'issue 14 (floor + 5)',
  },
  {
    pattern: '/visit-or-extend-your-stay',
    kb: CONTENT_KB,
    kind: 'information',
    source: 'issue 14 (floor + 5)',
  },
  // Issue 5 allows 230 KB for search and the wizard, issue 4 only 200 KB: the tighter one holds.
  { pattern: '/work-in-canada', kb: 200, kind: 'wizard', source: 'issue 4 (issue 5: 230)' },
  { pattern: '/business-search', kb: 200, kind: 'search', source: 'issue 4 (issue 5: 230)' },
  { pattern: '/job-opportunities', kb: 230, kind: 'jobs', source: 'issue 5' },
  { pattern: '/job-detail-page**', kb: 230, kind: 'job', source: 'issue 5' },
  { pattern: '/business-details-page**', kb: 230, kind: 'business', source: 'issue 5' },
  // No issue names the contact page; it carries an enquiry form like the job and business pages.
  { pattern: '/contact-us', kb: 230, kind: 'form', source: 'as job and business pages' },
  // Since its form posts to a Server Action, the sign-in page carries no validation library
  // (175.6 KB before, 142.3 after); this keeps it so.
  {
    pattern: '/community-login',
    kb: Math.round((FRAMEWORK_FLOOR_KB + 10) * 10) / 10,
    kind: 'portal sign-in',
    source: 'issue 23 (floor + 10)',
  },
  // Registration loads its check (zod, the schema, the phone numbering plans) and the location
  // lists' code (swr, the fetcher) on the visitor's first focus, not with the page (211.9 KB,
  // then 162.8, now 156.9).
  {
    pattern: '/community-register',
    kb: Math.round((FRAMEWORK_FLOOR_KB + 25) * 10) / 10,
    kind: 'registration',
    source: 'issue 32 (floor + 25)',
  },
  // The alert pages draw one generic form (ActionForm), as the sign-in draws its own: no
  // validation library in the browser; the server answers every refusal.
  {
    pattern: '/alerts**',
    kb: Math.round((FRAMEWORK_FLOOR_KB + 10) * 10) / 10,
    kind: 'alerts',
    source: 'issue 33 (as the sign-in: floor + 10)',
  },
  { pattern: '/community**', kb: 230, kind: 'portal', source: 'issues 3, 5' },
  { pattern: '/login', kb: 230, kind: 'portal', source: 'issues 3, 5' },
  { pattern: '/register', kb: 230, kind: 'portal', source: 'issues 3, 5' },
  { pattern: '/reset-password**', kb: 230, kind: 'portal', source: 'issues 3, 5' },
  { pattern: '/forgot-password**', kb: 230, kind: 'portal', source: 'issues 3, 5' },
  { pattern: '/staff**', kb: 230, kind: 'staff', source: 'issue 12' },
  // Everything else is a content page: a service page or another page of the marketing site.
  {
    pattern: '**',
    kb: CONTENT_KB,
    kind: 'service or content',
    source: 'issue 14 (floor + 5)',
  },
];

function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\*\*|\*/g, (star) => (star === '**' ? '.*' : '[^/]*'));
  return new RegExp(`^${source}$`);
}

const compiled = budgets.map((rule) => ({ ...rule, regExp: patternToRegExp(rule.pattern) }));

/** `/a/b/?x=1` and `/a/b` are the same route. */
export function normalisePath(path) {
  const pathname = new URL(path, 'http://route.invalid').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The budget rule for a path: `{ pattern, kb, bytes, kind, source }`. */
export function budgetFor(path) {
  const normalised = normalisePath(path);
  const { pattern, kb, kind, source } = compiled.find((rule) => rule.regExp.test(normalised));
  return { pattern, kb, bytes: kb * KB, kind, source };
}

/** The routes to measure: the sitemap's, then the extra ones, each once. */
export function routesToMeasure(sitemapPaths) {
  return [...new Set([...sitemapPaths.map(normalisePath), ...extraRoutes])];
}
