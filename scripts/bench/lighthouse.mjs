// Lighthouse, mobile and desktop, several runs per page, each run in a fresh headless Chromium
// started with the flags Lighthouse's own command line gives it (chrome-launcher's defaults and
// ours), as `npx lighthouse URL` does. One browser reused for every run, storage cleared between
// them, is not the same measurement: it slows the floor's page more than ours (BENCHMARKS.md,
// "What each figure is").
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { CHROMIUM, chromiumFlags } from '../chromium-flags.mjs';
import { blockingByKind } from './blocking.mjs';
import { startProcess, waitForHttp } from './processes.mjs';
import { categories, medianFigures } from './stats.mjs';

export { CHROMIUM };

export { categories };

/** A fresh Chromium, on an empty profile, that stops and removes the profile with `stop`. */
export async function startChromium({ workDir, port }) {
  const userDataDir = mkdtempSync(join(workDir, 'chromium-'));
  const handle = startProcess(
    CHROMIUM,
    [
      ...Launcher.defaultFlags(),
      '--headless',
      ...chromiumFlags,
      `--user-data-dir=${userDataDir}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { logFile: join(workDir, 'chromium.log') },
  );
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, {
    handle,
    what: 'Chromium',
    timeoutMs: 30_000,
  });
  return {
    ...handle,
    port,
    stop: async () => {
      await handle.stop();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The console error behind `errors-in-console`, which the audit's name alone does not tell. */
function firstConsoleError(lhr, auditId) {
  if (auditId !== 'errors-in-console') return '';
  const item = lhr.audits[auditId]?.details?.items?.[0];
  const text = String(item?.description ?? '')
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  const source = item?.sourceLocation?.url ?? item?.url ?? '';
  return text ? ` (“${text}”${source ? ` at ${source}` : ''})` : '';
}

/** Weighted audits outside performance that lost points: what keeps a category below 100. */
function failingAudits(lhr) {
  return categories
    .filter((id) => id !== 'performance')
    .flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) =>
            ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => `${id}: ${ref.id}${firstConsoleError(lhr, ref.id)}`),
    );
}

/** The figures we report from one Lighthouse result. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(
    categories.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  return {
    ...scores,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    runtimeError: lhr.runtimeError?.message ?? null,
    failing: failingAudits(lhr),
  };
}

/**
 * The run's blocking time by kind of task (scripts/bench/blocking.mjs), from the same model and
 * estimates as its Total Blocking Time (mobile runs only: Lighthouse simulates their throttling).
 */
async function blockingOfRun({ artifacts, lhr }) {
  const settings = lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const tasks = (estimate) =>
    [...estimate.nodeTimings]
      .filter(([node]) => node.type === 'cpu')
      .map(([node, timing]) => ({ ...timing, events: node.childEvents }));
  // As Lighthouse weighs them: each estimate against the other's first paint (lantern's TBT).
  return blockingByKind([
    {
      weight: 0.5,
      tasks: tasks(tbt.optimisticEstimate),
      window: {
        start: fcp.pessimisticEstimate.timeInMs,
        end: interactive.optimisticEstimate.timeInMs,
      },
    },
    {
      weight: 0.5,
      tasks: tasks(tbt.pessimisticEstimate),
      window: {
        start: fcp.optimisticEstimate.timeInMs,
        end: interactive.pessimisticEstimate.timeInMs,
      },
    },
  ]);
}

async function runOnce(url, browser, formFactor, cpuSlowdown, explain, observed, headers) {
  const chromium = await startChromium(browser);
  try {
    return await measureOnce(
      url,
      chromium.port,
      formFactor,
      cpuSlowdown,
      explain,
      observed,
      headers,
    );
  } finally {
    await chromium.stop();
  }
}

async function measureOnce(url, port, formFactor, cpuSlowdown, explain, observed, headers) {
  const flags = {
    port,
    // A signed-in page: its cookie sent with every request (Lighthouse clears the browser's own).
    ...(headers ? { extraHeaders: headers } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableFullPageScreenshot: true,
    // Observed: the browser itself is slowed (CPU and network, as DevTools does) and the figures
    // are what it saw, rather than Lighthouse's model of a slow phone replayed on a fast load.
    ...(observed ? { throttlingMethod: 'devtools' } : {}),
    // A slower phone than Lighthouse's (4x): the same network, the CPU `cpuSlowdown` times slower.
    ...(cpuSlowdown
      ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }
      : {}),
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const measured = figures(result.lhr);
  if (!explain || observed || formFactor !== 'mobile' || result.lhr.runtimeError) return measured;
  const blocking = await blockingOfRun(result);
  const total = Object.values(blocking).reduce((sum, ms) => sum + ms, 0);
  // The kinds are Lighthouse's own sum taken apart: a difference means its model has changed.
  if (Math.abs(total - measured.tbt) > 1)
    process.stderr.write(
      `${url}: the kinds add up to ${total} ms, Lighthouse says ${measured.tbt}\n`,
    );
  return { ...measured, blocking };
}

/**
 * Runs Lighthouse up to `runs` times per page and form factor (mobile: at `cpuSlowdown` times a
 * desktop CPU when given, else Lighthouse's 4), round by round (every page's
 * first run, then every page's second...), so that when `mayStartRound` says time is short every
 * page still has the same number of runs. Rounds after the first are only started when
 * `mayStartRound({ formFactor, round, runsLeft })` agrees. With `explain`, each mobile run's
 * figures also hold `blocking`, its blocking time by kind of task. With `observed`, Lighthouse slows
 * the browser itself (its `devtools` throttling) and reports what it saw, unmodelled.
 * Each run starts its own Chromium (`browser`: { workDir, port }) and stops it after.
 * `headersFor(path)` answers extra request headers for a page (a signed-in member's cookie), or
 * nothing. `alongside(path, round)`, if given, is awaited after each run: another measurement of
 * the same page at the same moment of the machine (bench:floor's `--cli`).
 * Answers `[{ path, formFactor, runs: [figures], median: figures }]`.
 */
export async function runLighthouse({
  baseUrl,
  paths,
  runs,
  browser,
  formFactor,
  cpuSlowdown,
  explain = false,
  observed = false,
  mayStartRound = () => true,
  onProgress = () => {},
  headersFor = () => undefined,
  alongside,
}) {
  const runsOf = new Map(paths.map((path) => [path, []]));
  for (let round = 0; round < runs; round += 1) {
    const runsLeft = (runs - round) * paths.length;
    if (round > 0 && !mayStartRound({ formFactor, round, runsLeft })) {
      onProgress(
        `${formFactor}: stopping after ${round} run(s) per page to stay within the time limit`,
      );
      break;
    }
    for (const path of paths) {
      const started = Date.now();
      runsOf
        .get(path)
        .push(
          await runOnce(
            new URL(path, baseUrl).href,
            browser,
            formFactor,
            cpuSlowdown,
            explain,
            observed,
            headersFor(path),
          ),
        );
      const seconds = (Date.now() - started) / 1000;
      onProgress(`${formFactor} ${path} run ${round + 1}/${runs} ${seconds.toFixed(1)} s`);
      if (alongside) await alongside(path, round);
    }
  }
  return paths.map((path) => {
    const figuresOfRuns = runsOf.get(path);
    return { path, formFactor, runs: figuresOfRuns, median: medianFigures(figuresOfRuns) };
  });
}
