// `npm run bench`: builds the production site, starts it on loopback with a data folder of its
// own, measures JavaScript per route, Lighthouse and server throughput, stops everything it
// started and writes bench-report.md. See BENCHMARKS.md.
//
//   npm run bench -- [--skip-build] [--runs 3] [--desktop-runs 3] [--duration 10]
//                    [--time-limit 540] [--no-lighthouse] [--no-load] [--keep]
//                    [--memory-minutes 5] [--no-memory] [--memory-only]
//                    [--report bench-report.md]
//
// --runs: Lighthouse mobile runs per page (all of them always run); --desktop-runs: at most
// this many desktop runs per page; --duration: at most this many seconds of load per
// autocannon scenario. When the machine is slow, the run keeps to --time-limit seconds by
// giving up, in this order, extra desktop rounds and then load seconds (never below one desktop
// run per page and MIN_LOAD_SECONDS of load); the report says what it shortened. The memory
// benchmark (scripts/bench-memory.mjs, in both database modes) runs last, outside that limit:
// --memory-minutes of mixed load per mode; --memory-only runs nothing else.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetFor, routesToMeasure } from './budgets.mjs';
import { fetchSitemapPaths, GZIP_LEVEL, measureRoute } from './js-bytes.mjs';
import { frameworkFloor, runtimeChunks } from './bench/floor.mjs';
import { CHROMIUM, runLighthouse, startChromium } from './bench/lighthouse.mjs';
import { runLoad } from './bench/load.mjs';
import { runMemoryBenchmark } from './bench/memory-run.mjs';
import { describeMachine } from './bench/machine.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { buildReport } from './bench/report.mjs';
import { summary } from './bench/summary.mjs';
import { buildSite, startNext, startNginx } from './bench/servers.mjs';

/** One page of each kind (issue 5). Pages this build does not have are skipped with a note. */
const lighthousePages = [
  '/',
  '/services',
  '/well-services',
  '/work-in-canada',
  '/study-in-canada',
  '/business-search',
  '/community-login',
];
const staticPage = '/services';
/** Load scenarios (static page on next and nginx, countries, login, registration). */
const LOAD_SCENARIOS = 5;
/** Seconds each load scenario spends besides loading: its check request, start and stop. */
const LOAD_OVERHEAD_SECONDS = 4;
const MIN_LOAD_SECONDS = 5;

const { values: options } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'desktop-runs': { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    'time-limit': { type: 'string', default: '540' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'memory-minutes': { type: 'string', default: '5' },
    'no-memory': { type: 'boolean', default: false },
    'memory-only': { type: 'boolean', default: false },
    report: { type: 'string', default: 'bench-report.md' },
  },
});

const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-bench-'));
const cacheDir = join(cwd, '.bench');
mkdirSync(cacheDir, { recursive: true });
const started = Date.now();
const timings = {};
const say = (line) => process.stderr.write(`[bench] ${line}\n`);

async function step(name, work) {
  const begun = Date.now();
  say(`${name}...`);
  const result = await work();
  timings[name] = (Date.now() - begun) / 1000;
  return result;
}

// Kept with --keep, and after a failure, so the server's log can tell what went wrong.
let keepWorkDir = options.keep;
const removeWorkDir = async () => {
  if (keepWorkDir) say(`logs and data kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
};
stopAllOnExit(removeWorkDir);

async function measureJavaScript(baseUrl, floor) {
  const nextDir = join(cwd, '.next');
  const sitemap = await fetchSitemapPaths(baseUrl);
  if (sitemap.length === 0)
    say('warning: the site has no /sitemap.xml; measuring the portal pages only');
  const cache = new Map();
  const routes = [];
  for (const path of routesToMeasure(sitemap)) {
    const measured = await measureRoute(baseUrl, path, cache);
    routes.push({ ...measured, budget: budgetFor(measured.finalPath) });
  }
  return { routes, floor, runtime: runtimeChunks(nextDir), gzipLevel: GZIP_LEVEL };
}

async function measureLighthouse(baseUrl, chromePort) {
  const runs = Number(options.runs);
  const desktopRuns = Number(options['desktop-runs']);
  const paths = [];
  const skipped = [];
  for (const path of lighthousePages) {
    const response = await fetch(new URL(path, baseUrl));
    await response.arrayBuffer();
    if (response.status === 200) paths.push(path);
    else skipped.push(`${path} (HTTP ${response.status}: not in this build)`);
  }
  const chromium = await startChromium({ workDir, port: chromePort });
  const lighthouseStarted = Date.now();
  let runsDone = 0;
  const onProgress = (line) => {
    runsDone += line.includes(' run ') ? 1 : 0;
    say(line);
  };
  // Keeps the whole benchmark under its time limit on a busy machine: a further round of
  // desktop runs starts only if, at the pace so far, it and the load test still fit.
  const mayStartRound = ({ runsLeft }) => {
    const perRun = (Date.now() - lighthouseStarted) / 1000 / Math.max(runsDone, 1);
    const loadSeconds = options['no-load']
      ? 0
      : LOAD_SCENARIOS * (MIN_LOAD_SECONDS + LOAD_OVERHEAD_SECONDS);
    const projected = (Date.now() - started) / 1000 + runsLeft * perRun + loadSeconds;
    return projected <= Number(options['time-limit']);
  };
  try {
    const common = { baseUrl, paths, chromePort, onProgress };
    const mobile = await runLighthouse({ ...common, runs, formFactor: 'mobile' });
    const desktop =
      desktopRuns > 0
        ? await runLighthouse({
            ...common,
            runs: desktopRuns,
            formFactor: 'desktop',
            mayStartRound,
          })
        : [];
    return { results: [...mobile, ...desktop], runs, desktopRuns, skipped };
  } finally {
    await chromium.stop();
  }
}

/** The asked-for load duration, or less (not below MIN_LOAD_SECONDS) when time is short. */
function loadDuration() {
  const asked = Number(options.duration);
  const secondsLeft = Number(options['time-limit']) - (Date.now() - started) / 1000;
  const fits = Math.floor(secondsLeft / LOAD_SCENARIOS - LOAD_OVERHEAD_SECONDS);
  return Math.max(Math.min(asked, MIN_LOAD_SECONDS), Math.min(asked, fits));
}

async function measureLoad(baseUrl, nginxPort) {
  const duration = loadDuration();
  if (duration < Number(options.duration)) {
    say(
      `load: ${duration} s per scenario instead of ${options.duration} s, to keep to the time limit`,
    );
  }
  const page = await fetch(new URL(staticPage, baseUrl));
  const html = page.status === 200 ? await page.text() : null;
  const nginx = html
    ? await startNginx({ workDir, port: nginxPort, path: staticPage, html })
    : null;
  if (!nginx) say('nginx not installed or no page to serve: no nginx comparison');
  try {
    const results = await runLoad({
      baseUrl,
      nginxUrl: nginx?.url,
      staticPath: staticPage,
      duration,
      onProgress: say,
    });
    return { results, duration, askedDuration: Number(options.duration) };
  } finally {
    await nginx?.stop();
  }
}

const measureMemory = () =>
  runMemoryBenchmark({
    cwd,
    minutes: options['memory-minutes'],
    report: join(workDir, 'memory.md'),
  });

async function main() {
  const machine = describeMachine({ cwd, chromium: CHROMIUM });
  if (options['skip-build']) {
    if (!existsSync(join(cwd, '.next', 'BUILD_ID')))
      throw new Error('--skip-build needs an existing build: run without it');
  } else {
    await step('build', () => buildSite({ cwd, logFile: join(cacheDir, 'build.log') }));
  }
  if (options['memory-only']) {
    const memory = await step('memory', measureMemory);
    writeFileSync(resolve(cwd, options.report), memory);
    console.log(memory);
    return 0;
  }
  // Before the server starts: the twin build blocks this process for a while.
  const floor = await step('floor', () =>
    frameworkFloor({
      cwd,
      cacheFile: join(cacheDir, 'floor.json'),
      log: join(cacheDir, 'floor-build.log'),
    }),
  );
  say(
    `framework floor ${(floor.gzip / 1000).toFixed(1)} KB gzip${floor.cached ? ' (cached)' : ''}`,
  );
  const [nextPort, nginxPort, chromePort] = await freePorts(3);
  const next = await step('start', () =>
    startNext({
      cwd,
      port: nextPort,
      dataDir: join(workDir, 'data'),
      logFile: join(workDir, 'next.log'),
    }),
  );
  say(`next start on ${next.url} (pid ${next.pid}, log ${join(workDir, 'next.log')})`);
  const javascript = await step('javascript', () => measureJavaScript(next.url, floor));
  const lighthouse = options['no-lighthouse']
    ? null
    : await step('lighthouse', () => measureLighthouse(next.url, chromePort));
  const load = options['no-load']
    ? null
    : await step('load', () => measureLoad(next.url, nginxPort));
  await next.stop();
  const memory = options['no-memory'] ? '' : await step('memory', measureMemory);
  machine.loadAverageEnd = loadavg()[0].toFixed(2);

  const totalSeconds = (Date.now() - started) / 1000;
  timings.total = totalSeconds;
  const reportFile = resolve(cwd, options.report);
  const report = buildReport({ machine, timings, javascript, lighthouse, load });
  writeFileSync(reportFile, memory ? `${report}\n${memory}` : report);
  console.log(summary({ javascript, lighthouse, load, reportFile, totalSeconds }));
  // Over-budget routes are reported, not failed on: the budget test in npm test enforces them.
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
  if (error instanceof Error && error.cause) console.error(`[bench] cause: ${error.cause}`);
  if (process.env.BENCH_DEBUG) console.error(error);
  keepWorkDir = true;
  process.exitCode = 1;
} finally {
  await stopAll();
  await removeWorkDir();
}
