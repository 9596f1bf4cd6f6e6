// Lighthouse, mobile and desktop, several runs per page, in one headless Chromium (Lighthouse
// clears the cache and storage before each run, so reusing the browser saves its start-up time
// without carrying anything over between runs).
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startProcess, waitForHttp } from './processes.mjs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function startChromium({ workDir, port }) {
  const userDataDir = mkdtempSync(join(workDir, 'chromium-'));
  const handle = startProcess(
    CHROMIUM,
    [
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
  return { ...handle, port };
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
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

export function median(values) {
  const present = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 ? present[middle] : (present[middle - 1] + present[middle]) / 2;
}

/** Each figure is the median of that figure over the runs (not the figures of one median run). */
export function medianFigures(runs) {
  const keys = [...categories, 'lcp', 'tbt', 'cls', 'bytes'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

async function runOnce(url, port, formFactor) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    disableFullPageScreenshot: true,
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  return figures(result.lhr);
}

/**
 * Runs Lighthouse `runs` times per page and form factor. `onProgress` is told after each run.
 * Answers `[{ path, formFactor, runs: [figures], median: figures }]`.
 */
export async function runLighthouse({
  baseUrl,
  paths,
  runs,
  chromePort,
  formFactors = ['mobile', 'desktop'],
  onProgress = () => {},
}) {
  const results = [];
  for (const formFactor of formFactors) {
    for (const path of paths) {
      const figuresOfRuns = [];
      for (let run = 0; run < runs; run += 1) {
        const started = Date.now();
        figuresOfRuns.push(await runOnce(new URL(path, baseUrl).href, chromePort, formFactor));
        onProgress(
          `${formFactor} ${path} run ${run + 1}/${runs} ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      results.push({ path, formFactor, runs: figuresOfRuns, median: medianFigures(figuresOfRuns) });
    }
  }
  return results;
}
