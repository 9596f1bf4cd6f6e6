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
 * Our floor: the framework floor with two roots. Every budget below is this plus what issue 32
 * allows a kind of page: a content page (service, about, information without a form) carries
 * only the header's account link (js-cookie, next/link) and the root error view over it (issue
 * 14's + 5 KB), the home page its carousels (+ 15), registration its form (+ 25), every other
 * public page + 10. The back office is not public: issue 12's 230 KB.
 */
const SITE_FLOOR_KB = FRAMEWORK_FLOOR_KB + TWO_ROOTS_KB;
const floorPlus = (kb) => Math.round((SITE_FLOOR_KB + kb) * 10) / 10;
const CONTENT_KB = floorPlus(5);
const PAGE_KB = floorPlus(10);

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
  '/opportunities',
  // The back office's pages answer a visitor without a session with its sign-in page, which is
  // measured here; the pages behind it are measured with a staff session in
  // e2e/staff-inbox.spec.ts (it needs PostgreSQL).
  '/staff/sign-in',
];

export const budgets = [
  { pattern: '/', kb: floorPlus(15), kind: 'home', source: 'issue 32 (floor + 15)' },
  { pattern: '/home', kb: floorPlus(15), kind: 'home', source: 'issue 32 (floor + 15)' },
  { pattern: '/services', kb: CONTENT_KB, kind: 'service', source: 'issue 14 (floor + 5)' },
  { pattern: '/about-us', kb: CONTENT_KB, kind: 'about', source: 'issue 14 (floor + 5)' },
  { pattern: '/who-we-are', kb: CONTENT_KB, kind: 'about', source: 'issue 14 (floor + 5)' },
  {
    pattern: '/study-in-canada',
    kb: PAGE_KB,
    kind: 'information',
    source: 'issue 32 (floor + 10)',
  },
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
  // The wizard draws only its steps: the one form sent before the scripts run is drawn on the
  // server, and step 4's lists load on the first focus.
  { pattern: '/work-in-canada', kb: PAGE_KB, kind: 'wizard', source: 'issue 32 (floor + 10)' },
  { pattern: '/business-search', kb: PAGE_KB, kind: 'search', source: 'issue 32 (floor + 10)' },
  { pattern: '/job-opportunities', kb: PAGE_KB, kind: 'jobs', source: 'issue 32 (floor + 10)' },
  { pattern: '/job-detail-page**', kb: PAGE_KB, kind: 'job', source: 'issue 32 (floor + 10)' },
  {
    pattern: '/business-details-page**',
    kb: PAGE_KB,
    kind: 'business',
    source: 'issue 32 (floor + 10)',
  },
  { pattern: '/contact-us', kb: PAGE_KB, kind: 'form', source: 'issue 32 (floor + 10)' },
  // Since its form posts to a Server Action, the sign-in page carries no validation library.
  {
    pattern: '/community-login',
    kb: PAGE_KB,
    kind: 'portal sign-in',
    source: 'issues 23, 32 (floor + 10)',
  },
  // Registration loads its check (zod, the schema, the phone numbering plans) and the location
  // lists' code (swr, the fetcher) on the visitor's first focus, not with the page.
  {
    pattern: '/community-register',
    kb: floorPlus(25),
    kind: 'registration',
    source: 'issue 32 (floor + 25)',
  },
  // The alert pages draw one generic form (ActionForm), as the sign-in draws its own.
  { pattern: '/alerts**', kb: PAGE_KB, kind: 'alerts', source: 'issues 33, 32 (floor + 10)' },
  // A member's company: its upload forms (issue 52's floor + 25). Signed out it is the sign-in;
  // signed in, e2e/suppliers.spec.ts measures each page with the member's session.
  {
    pattern: '/community/company**',
    kb: floorPlus(25),
    kind: 'supplier forms',
    source: 'issue 52 (floor + 25)',
  },
  // The board, signed in: an opportunity's page carries its forms (interest, questions, the
  // expression of interest); e2e/board.spec.ts measures them with a member's session.
  {
    pattern: '/community/opportunities/*',
    kb: floorPlus(25),
    kind: 'board forms',
    source: 'issue 53 (forms floor + 25)',
  },
  {
    pattern: '/community/opportunities',
    kb: PAGE_KB,
    kind: 'board',
    source: 'issue 53 (floor + 10)',
  },
  // Signed out, the members area is the sign-in; signed in it is measured by hand (BENCHMARKS.md).
  { pattern: '/community**', kb: PAGE_KB, kind: 'portal', source: 'issue 32 (floor + 10)' },
  { pattern: '/opportunities**', kb: PAGE_KB, kind: 'board', source: 'issue 53 (floor + 10)' },
  { pattern: '/login', kb: PAGE_KB, kind: 'portal', source: 'issue 32 (floor + 10)' },
  { pattern: '/register', kb: PAGE_KB, kind: 'portal', source: 'issue 32 (floor + 10)' },
  { pattern: '/reset-password**', kb: PAGE_KB, kind: 'portal', source: 'issue 32 (floor + 10)' },
  { pattern: '/forgot-password**', kb: PAGE_KB, kind: 'portal', source: 'issue 32 (floor + 10)' },
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
