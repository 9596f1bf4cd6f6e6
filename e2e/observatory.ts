/**
 * The MDN HTTP Observatory's scoring (npm @mdn/mdn-http-observatory 1.4.8: src/scanner/index.js,
 * src/grader/charts.js SCORE_TABLE and GRADE_CHART, src/analyzer/tests/*.js), reduced to the
 * header tests a local server can answer. Cookies, redirection to HTTPS and HSTS preloading need
 * the deployed HTTPS origin and score 0 there for this site (no cookie on the home page, HTTPS
 * redirect at the edge, no preload). The package itself fetches http:// and https:// of a host
 * name, so it cannot score a loopback server.
 */
type Headers = Record<string, string | undefined>;

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !map.has(name)) map.set(name, sources);
  }
  return map;
}

const isNonceOrHash = (s: string) => /^'(nonce|sha256|sha384|sha512)-/.test(s);

/** csp.js: 'unsafe-inline' is ignored beside a nonce or hash, 'self' beside 'strict-dynamic'. */
function cspModifier(policy: string | undefined): number {
  if (!policy) return -25;
  const csp = directives(policy);
  const defaultSrc = csp.get('default-src') ?? ['*'];
  let scriptSrc = csp.get('script-src') ?? defaultSrc;
  let styleSrc = csp.get('style-src') ?? defaultSrc;
  if (scriptSrc.some(isNonceOrHash)) scriptSrc = scriptSrc.filter((s) => s !== "'unsafe-inline'");
  if (styleSrc.some(isNonceOrHash)) styleSrc = styleSrc.filter((s) => s !== "'unsafe-inline'");
  if (scriptSrc.includes("'strict-dynamic'")) {
    scriptSrc = scriptSrc.filter((s) => s !== "'self'" && !/^(https?:|\*)/.test(s));
  }
  const broad = (s: string) => ["'unsafe-inline'", 'data:', '*', 'http:', 'https:'].includes(s);
  if (scriptSrc.some(broad) || (csp.get('object-src') ?? defaultSrc).some(broad)) return -20;
  if ([...scriptSrc, ...styleSrc].includes("'unsafe-eval'")) return -10;
  if (styleSrc.some(broad)) return 0;
  return defaultSrc.join(' ') === "'none'" ? 10 : 5;
}

function referrerModifier(value: string | undefined): number {
  if (!value) return 0;
  const policies = value
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
  const last = policies.at(-1) ?? '';
  if (
    ['unsafe-url', 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade'].includes(
      last,
    )
  )
    return -5;
  const priv = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  return priv.includes(last) ? 5 : -5;
}

function frameModifier(headers: Headers): number {
  const ancestors = directives(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors) return 5;
  const xfo = headers['x-frame-options']?.toLowerCase();
  return xfo === 'deny' || xfo === 'sameorigin' ? 0 : -20;
}

function corpModifier(value: string | undefined): number {
  if (!value) return 0;
  const v = value.toLowerCase().trim();
  if (v === 'same-origin' || v === 'same-site') return 10;
  return v === 'cross-origin' ? 0 : -5;
}

function hstsModifier(value: string | undefined): number {
  const maxAge = Number(/max-age=(\d+)/i.exec(value ?? '')?.[1]);
  if (!value) return -20;
  return maxAge >= 15_768_000 ? 0 : -10;
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Score and grade of one response's headers: 100 plus each test's modifier, as scanner/index.js. */
export function observatoryGrade(headers: Headers): { score: number; grade: string } {
  const modifiers = [
    cspModifier(headers['content-security-policy']),
    referrerModifier(headers['referrer-policy']),
    frameModifier(headers),
    corpModifier(headers['cross-origin-resource-policy']),
    hstsModifier(headers['strict-transport-security']),
    headers['x-content-type-options']?.toLowerCase() === 'nosniff' ? 0 : -5,
  ];
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  // Extra credit counts only when the penalties alone still leave an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT).
  const score = uncurved >= 90 ? 100 + modifiers.reduce((a, b) => a + b, 0) : uncurved;
  const grade = gradeChart.find(([floor]) => Math.max(score, 0) >= floor)?.[1] ?? 'F';
  return { score, grade };
}
