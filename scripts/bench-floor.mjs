// Our pages against the framework's floor, in Lighthouse mobile: a bare Next page of text (the
// twin, built with this checkout's node_modules) served as ours is (scripts/bench/floor-server.mjs:
// the same Node server around Next's handler, the same compile hints), and each kind of page of
// the site, their runs interleaved round by round (floor, A, B, ..., floor, A, B, ...) so that all
// meet the same moments of a shared machine. Once at Lighthouse's phone (4x CPU), once at a
// slower one (8x). Per page: the medians of Performance, FCP, LCP, TBT and CLS, the JavaScript
// (gzip, as the budgets count it), each against the floor of the same run, and every run's TBT:
// its spread is the noise a verdict stands in.
//
//   npm run bench:floor                          # build, then 5 rounds at 4x and at 8x
//   npm run bench:floor -- --skip-build --runs 3 --slowdowns 8 --pages /,/services
//   npm run bench:floor -- --skip-build --slowdowns 8 --explain   # and where each TBT goes
//   npm run bench:floor -- --skip-build --slowdowns 8 --observed  # the browser slowed, unmodelled
//   npm run bench:floor -- --skip-build --cli    # and Lighthouse's command line after each run
//
// It exits 0 whatever the figures: it measures, the budgets in `npm test` enforce.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BLOCKING_KINDS } from './bench/blocking.mjs';
import { buildTwinApp } from './bench/floor.mjs';
import { registration } from './bench/load.mjs';
import { memberCookie, signUpMember } from './bench/member.mjs';
import { CHROMIUM, categories, figures, runLighthouse } from './bench/lighthouse.mjs';
import { medianFigures } from './bench/stats.mjs';
import { chromiumFlags } from './chromium-flags.mjs';
import {
  freePorts,
  startProcess,
  stopAll,
  stopAllOnExit,
  waitForHttp,
} from './bench/processes.mjs';
import { buildSite, startNext } from './bench/servers.mjs';
import { measureRoute } from './js-bytes.mjs';

/**
 * One page of each kind the site has (issue 32's list), and the members area (MEMBERS_AREA),
 * seen by a member the bench registers and signs in.
 */
const PAGES = [
  '/',
  '/services',
  '/pipeline-services',
  '/about-us',
  '/work-in-canada',
  '/business-search',
  '/job-detail-page/frontend-developer-toronto',
  '/contact-us',
  '/community-login',
  '/community-register',
];
const MEMBERS_AREA = '/community';

/** The floor's page: a heading and text, so that it has a largest paint as ours do. */
const FLOOR_PAGE = `export default function Page() {
  return (
    <main>
      <h1>Oil, gas and energy services</h1>
      <p>Engineering, construction, procurement and manpower from Port Harcourt and Manchester.</p>
    </main>
  );
}
`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    slowdowns: { type: 'string', default: '4,8' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    observed: { type: 'boolean', default: false },
    cli: { type: 'boolean', default: false },
    report: { type: 'string', default: 'bench-report-floor.md' },
  },
});
const runs = Number(options.runs);
const slowdowns = options.slowdowns.split(',').map(Number);
const pages = options.pages ? options.pages.split(',') : [...PAGES, MEMBERS_AREA];
// --explain takes Lighthouse's model apart, which an observed run does not use: refused together.
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  slowdowns.some((n) => !(n >= 1)) ||
  (options.explain && options.observed)
) {
  console.error(
    'usage: npm run bench:floor -- [--runs 5] [--slowdowns 4,8] [--pages /,/x] [--explain | --observed] [--cli]',
  );
  process.exit(2);
}

/** Where each page's TBT goes, by kind of task (scripts/bench/blocking.mjs): medians, in ms. */
function blockingTable(results, floorUrl) {
  const heads = BLOCKING_KINDS.map((kind) => (kind === 'styleLayout' ? 'style + layout' : kind));
  return [
    "Where the TBT goes (Lighthouse's model, each blocking task named by what it did):",
    '',
    `| Page | TBT ms | ${heads.join(' | ')} |`,
    `| --- | --- | ${heads.map(() => '---').join(' | ')} |`,
    ...results.map(({ path, median }) => {
      const name = path === floorUrl ? 'floor' : new URL(path).pathname;
      const kinds = BLOCKING_KINDS.map((kind) => round(median.blocking?.[kind]));
      return `| \`${name}\` | ${round(median.tbt)} | ${kinds.join(' | ')} |`;
    }),
  ].join('\n');
}

/**
 * Issue 54's bar against the floor of the same run: Performance at most 3 points below, TBT at
 * most 100 ms above, and at Lighthouse's phone (4x) LCP at most 1.5 times the floor's. Answers
 * "yes", or what is past the bar.
 */
function verdict(median, floor, slowdown) {
  const misses = [
    median.performance < floor.performance - 3 && 'Perf',
    median.tbt > floor.tbt + 100 && 'TBT',
    slowdown === 4 && median.lcp > floor.lcp * 1.5 && 'LCP',
  ].filter(Boolean);
  return misses.length === 0 ? 'yes' : `no: ${misses.join(', ')}`;
}

/** A member's session cookie, checked to open the members area rather than the login. */
async function signedIn(baseUrl, serverLog) {
  const member = registration(0, Date.now().toString(36));
  const failed = await signUpMember({ baseUrl, serverLog, member });
  if (failed) throw new Error(`could not register the bench's member: ${failed}`);
  const cookie = await memberCookie({ baseUrl, member });
  const area = await fetch(new URL(MEMBERS_AREA, baseUrl), {
    headers: { cookie },
    redirect: 'manual',
  });
  const html = await area.text();
  if (area.status !== 200 || !html.includes(`Welcome, ${member.firstName}`)) {
    throw new Error(`the members area answered ${area.status} without the member's name`);
  }
  return cookie;
}

const cwd = process.cwd();
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-floor-'));
let twin;
const cleanup = async () => {
  rmSync(workDir, { recursive: true, force: true });
  if (twin) rmSync(twin, { recursive: true, force: true });
};
stopAllOnExit(cleanup);
const say = (line) => process.stderr.write(`[floor] ${line}\n`);

const round = (value, digits = 0) =>
  value == null ? '–' : (Math.round(value * 10 ** digits) / 10 ** digits).toLocaleString('en-GB');
const signed = (value, digits = 0) =>
  value == null
    ? '–'
    : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${round(Math.abs(value), digits)}`;

/**
 * One run of Lighthouse's own command line, as `npx lighthouse URL` gives it (its mobile defaults,
 * the same categories, Chromium and flags as the bench's runs, a fresh profile): with `--cli`,
 * one after each of the bench's runs of the same page, so that both meet the same moments.
 */
async function cliRun(url, slowdown, headers) {
  const output = join(workDir, 'cli.json');
  const profile = mkdtempSync(join(workDir, 'cli-chromium-'));
  rmSync(output, { force: true });
  const { exited } = startProcess(
    process.execPath,
    [
      join(cwd, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=--headless ${chromiumFlags.join(' ')} --user-data-dir=${profile}`,
      ...(slowdown === 4 ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
      ...(options.observed ? ['--throttling-method=devtools'] : []),
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    { env: { CHROME_PATH: CHROMIUM }, logFile: join(workDir, 'cli.log') },
  );
  const { code } = await exited;
  rmSync(profile, { recursive: true, force: true });
  if (!existsSync(output)) return { runtimeError: `the command line exited with ${code}` };
  return figures(JSON.parse(readFileSync(output, 'utf8')));
}

/** The table of one tool's runs at one slowdown, each page against the floor of the same tool. */
function table(results, floorUrl, jsKb, slowdown) {
  const floor = results[0].median;
  return [
    '| Page | Perf | FCP ms | LCP ms | TBT ms | CLS | JS KB | Perf vs floor | TBT vs floor | LCP vs floor | JS vs floor | Within the bar | TBT per run, ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(({ path, median, runs: each }) => {
      const name = path === floorUrl ? 'floor' : new URL(path).pathname;
      const js = jsKb.get(path);
      const isFloor = path === floorUrl;
      const cells = [
        `\`${name}\``,
        round(median.performance),
        round(median.fcp),
        round(median.lcp),
        round(median.tbt),
        round(median.cls, 3),
        round(js, 1),
        isFloor ? '' : signed(median.performance - floor.performance),
        isFloor ? '' : signed(median.tbt - floor.tbt),
        isFloor ? '' : `${round(median.lcp / floor.lcp, 2)}×`,
        isFloor ? '' : signed(js - jsKb.get(floorUrl), 1),
        isFloor ? '' : verdict(median, floor, slowdown),
        each.map((run) => round(run.tbt)).join(', '),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ].join('\n');
}

/** Whether the command line's runs give each page the same verdict as the bench's. */
function sameVerdicts(bench, cli, slowdown) {
  const differ = bench.slice(1).filter(({ median }, index) => {
    const other = cli[index + 1].median;
    return verdict(median, bench[0].median, slowdown) !== verdict(other, cli[0].median, slowdown);
  });
  return differ.length === 0
    ? 'The same verdict as the bench on every page.'
    : `A different verdict from the bench on ${differ.map(({ path }) => `\`${new URL(path).pathname}\``).join(', ')}.`;
}

try {
  if (!options['skip-build']) {
    say('building the site');
    buildSite({ cwd, logFile: join(workDir, 'build.log') });
  }
  say('building the floor twin');
  twin = buildTwinApp(cwd, join(workDir, 'floor-build.log'), FLOOR_PAGE);
  const [ourPort, floorPort, chromePort] = await freePorts(3);
  const floorServer = startProcess(
    process.execPath,
    [join(cwd, 'scripts/bench/floor-server.mjs'), twin],
    {
      env: { PORT: String(floorPort), NODE_ENV: 'production' },
      logFile: join(workDir, 'floor.log'),
    },
  );
  const floorUrl = `http://127.0.0.1:${floorPort}/`;
  await waitForHttp(floorUrl, { handle: floorServer, what: 'the floor twin' });
  const ours = await startNext({
    cwd,
    port: ourPort,
    dataDir: join(workDir, 'data'),
    logFile: join(workDir, 'next.log'),
  });
  const urls = [floorUrl, ...pages.map((path) => new URL(path, ours.url).href)];
  const membersUrl = new URL(MEMBERS_AREA, ours.url).href;
  const headers = urls.includes(membersUrl)
    ? { [membersUrl]: { Cookie: await signedIn(ours.url, join(workDir, 'next.log')) } }
    : {};

  // Each page once before the runs: the first request of a route loads its code on the server.
  const cache = new Map();
  const jsKb = new Map();
  for (const url of urls) {
    const { origin, pathname } = new URL(url);
    jsKb.set(url, (await measureRoute(origin, pathname, cache, headers[url])).gzip / 1000);
  }

  const sections = [];
  for (const slowdown of slowdowns) {
    say(`Lighthouse mobile at ${slowdown}x CPU, ${runs} interleaved rounds of ${urls.length}`);
    const cliRuns = new Map(urls.map((url) => [url, []]));
    const results = await runLighthouse({
      baseUrl: floorUrl,
      paths: urls,
      runs,
      browser: { workDir, port: chromePort },
      formFactor: 'mobile',
      cpuSlowdown: slowdown === 4 ? undefined : slowdown,
      explain: options.explain,
      observed: options.observed,
      onProgress: say,
      headersFor: (url) => headers[url],
      alongside: options.cli
        ? async (url, index) => {
            const run = await cliRun(url, slowdown, headers[url]);
            cliRuns.get(url).push(run);
            say(
              `the command line: ${url} run ${index + 1}/${runs}${run.runtimeError ? `: ${run.runtimeError}` : ''}`,
            );
          }
        : undefined,
    });
    const cli = urls.map((path) => ({
      path,
      runs: cliRuns.get(path),
      median: medianFigures(cliRuns.get(path)),
    }));
    sections.push(
      [
        `### ${slowdown}x CPU (${slowdown === 4 ? "Lighthouse's phone" : 'a slower phone'}${options.observed ? ', observed: the browser slowed, not modelled' : ''}), medians of ${runs}`,
        '',
        table(results, floorUrl, jsKb, slowdown),
        ...(options.explain ? ['', blockingTable(results, floorUrl)] : []),
        ...(options.cli
          ? [
              '',
              `Lighthouse's command line, one run after each of the bench's: ${sameVerdicts(results, cli, slowdown)}`,
              '',
              table(cli, floorUrl, jsKb, slowdown),
            ]
          : []),
      ].join('\n'),
    );
  }
  const report = [
    `# Against the framework floor (${new Date().toISOString().slice(0, 16)}Z)`,
    '',
    `The floor: a bare Next page of text built with this checkout's node_modules, served as the site is. Runs interleaved; figures are medians.`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  writeFileSync(options.report, report);
  console.log(report);
  say(`report: ${options.report}`);
} finally {
  await stopAll();
  await cleanup();
}
