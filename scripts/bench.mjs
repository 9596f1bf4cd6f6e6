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
import { frameworkFloor } from './bench/floor.mjs';
import { CHROMIUM } from './bench/lighthouse.mjs';
import { runMemoryBenchmark } from './bench/memory-run.mjs';
import { describeMachine } from './bench/machine.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { buildReport } from './bench/report.mjs';
import { summary } from './bench/summary.mjs';
import { buildSite, startNext } from './bench/servers.mjs';
import { measureJavaScript, measureLighthouse, measureLoad } from './bench/steps.mjs';

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
const context = { cwd, options, started, workDir, say };

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
  const javascript = await step('javascript', () => measureJavaScript(context, next.url, floor));
  const lighthouse = options['no-lighthouse']
    ? null
    : await step('lighthouse', () => measureLighthouse(context, next.url, chromePort));
  const load = options['no-load']
    ? null
    : await step('load', () => measureLoad(context, next.url, nginxPort));
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
