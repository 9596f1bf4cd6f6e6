// The Markdown report and the short summary printed at the end of `npm run bench`.
import { cls, int, kb, ms, score, table } from './format.mjs';
import { machineSection } from './machine-section.mjs';
import { shortName } from '../js-bytes.mjs';

/** Verdict of a measured route against its budget. */
export function verdict(route) {
  if (route.status !== 200) return `not measured (HTTP ${route.status})`;
  return route.gzip <= route.budget.bytes
    ? 'within'
    : `**over by ${kb(route.gzip - route.budget.bytes)} KB**`;
}

export function javascriptSection({ routes, floor, runtime, gzipLevel }) {
  const runtimeFiles = new Set(runtime.scripts.map((script) => shortName(script.url)));
  const largestOfOurs = (route) =>
    route.largest.find((script) => !runtimeFiles.has(shortName(script.url)));
  const lines = [
    '## JavaScript per route',
    '',
    `Every \`<script src>\` in the HTML a browser gets for the route, and every start-up script its loader fetches after the first paint (redirects followed, \`noModule\` excluded), gzip level ${gzipLevel} with node:zlib, 1 KB = 1,000 bytes. “Ours” is the route's gzip minus the framework floor; “largest beyond the runtime” is the biggest script that is not one of Next's runtime chunks.`,
    '',
    `Framework floor (a bare page with an empty layout and a page that renders null, same Next.js and React): **${kb(floor.gzip)} KB** gzip, ${kb(floor.raw)} KB raw, ${floor.scripts.length} scripts. Next's runtime chunks of the site's own build (build-manifest rootMainFiles, a lower bound): ${kb(runtime.gzip)} KB gzip.`,
    '',
    table(
      [
        'Route',
        'Lands on',
        'Scripts',
        'Raw KB',
        'Gzip KB',
        'Ours KB',
        'Budget KB',
        'Verdict',
        'Largest beyond the runtime (gzip KB)',
      ],
      routes.map((route) => {
        const largest = largestOfOurs(route);
        return [
          route.path,
          route.finalPath === route.path ? '' : route.finalPath,
          String(route.scripts.length),
          kb(route.raw),
          kb(route.gzip),
          route.status === 200 ? kb(route.gzip - floor.gzip) : '–',
          `${route.budget.kb} (${route.budget.kind})`,
          verdict(route),
          largest ? `${shortName(largest.url)} (${kb(largest.gzip)})` : '',
        ];
      }),
    ),
  ];
  return lines.join('\n');
}

/** Which audits kept accessibility, best practices or SEO below 100, page by page. */
function failingList(results) {
  const lines = results
    .filter(({ median }) => median.failing?.length)
    .map(
      ({ path, formFactor, median }) =>
        `- ${path} (${formFactor}): ${median.failing.map((a) => `\`${a}\``).join(', ')}`,
    );
  return lines.length ? ['', 'Audits that lost points (in any run):', '', ...lines] : [];
}

export function lighthouseSection({ results, runs, desktopRuns, skipped }) {
  const desktopDone = results.find((r) => r.formFactor === 'desktop')?.runs.length ?? 0;
  const shortened =
    desktopDone < desktopRuns
      ? ` (${desktopRuns} asked for; fewer ran to stay within the time limit)`
      : '';
  const header = [
    'Page',
    'Form factor',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'Transferred KB',
    'Perf per run',
  ];
  const rows = results.map(({ path, formFactor, runs: all, median }) => [
    path,
    formFactor,
    score(median.performance),
    score(median.accessibility),
    score(median['best-practices']),
    score(median.seo),
    ms(median.lcp),
    ms(median.tbt),
    cls(median.cls),
    kb(median.bytes),
    all.map((run) => (run.runtimeError ? 'error' : score(run.performance))).join(', '),
  ]);
  return [
    '## Lighthouse',
    '',
    `Lighthouse's default mobile (simulated slow 4G, 4× CPU slowdown) and desktop settings; each figure is the median of that figure over ${runs} mobile / ${desktopDone} desktop runs${shortened}, in one headless Chromium; “Perf per run” shows the spread.`,
    '',
    rows.length ? table(header, rows) : '_No Lighthouse runs._',
    ...failingList(results),
    ...(skipped.length ? ['', `Skipped: ${skipped.join('; ')}.`] : []),
  ].join('\n');
}

export function loadSection({ results, duration, askedDuration = duration }) {
  const rows = results.map(({ name, connections, figures, note }) =>
    figures
      ? [
          name,
          String(connections),
          int(figures.requestsPerSecond),
          ms(figures.p50),
          ms(figures.p99),
          int(figures.requests),
          `${figures.errors + figures.timeouts} / ${figures.unexpected ?? figures.non2xx}`,
          note,
        ]
      : [name, String(connections), '–', '–', '–', '–', '–', `skipped: ${note}`],
  );
  const next = results.find(
    (r) =>
      r.target === 'next' && r.figures && r.name.startsWith('GET /') && !r.name.includes('/api/'),
  );
  const nginx = results.find((r) => r.target === 'nginx' && r.figures);
  const ratio =
    next && nginx
      ? `nginx served the same HTML at **${(nginx.figures.requestsPerSecond / next.figures.requestsPerSecond).toFixed(1)}×** the requests per second of \`next start\`.`
      : 'No nginx comparison in this run (nginx not installed or the page did not answer).';
  return [
    '## Server throughput (autocannon, loopback)',
    '',
    `${duration} s per scenario${duration < askedDuration ? ` (${askedDuration} s asked for; shortened to keep to the time limit)` : ''}; the load generator shares the machine's cores with the server. Unexpected: answers that were not the scenario's success (a GET's non-2xx; a form's refusal, which is a 200 page, or anything but its redirect or confirmation).`,
    '',
    table(
      [
        'Scenario',
        'Connections',
        'Req/s',
        'p50 ms',
        'p99 ms',
        'Requests',
        'Errors / unexpected',
        'Note',
      ],
      rows,
    ),
    '',
    ratio,
  ].join('\n');
}

export function buildReport({ machine, timings, javascript, lighthouse, load }) {
  return [
    '# Benchmark report',
    '',
    'Made by `npm run bench` (see BENCHMARKS.md for how to read it). Absolute numbers depend on the machine below.',
    '',
    machineSection(machine),
    '',
    javascript ? javascriptSection(javascript) : '## JavaScript per route\n\n_Skipped._',
    '',
    lighthouse ? lighthouseSection(lighthouse) : '## Lighthouse\n\n_Skipped._',
    '',
    load ? loadSection(load) : '## Server throughput\n\n_Skipped._',
    '',
    '## Wall time',
    '',
    table(
      ['Step', 'Seconds'],
      Object.entries(timings).map(([step, seconds]) => [step, seconds.toFixed(1)]),
    ),
    '',
  ].join('\n');
}
