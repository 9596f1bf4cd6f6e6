// The measuring steps of `npm run bench` (scripts/bench.mjs): JavaScript per route, Lighthouse
// and throughput, each given the run's context: its options, start time, work folder and logger.
import { join } from 'node:path';
import { budgetFor, routesToMeasure } from '../budgets.mjs';
import { fetchSitemapPaths, GZIP_LEVEL, measureRoute } from '../js-bytes.mjs';
import { runtimeChunks } from './floor.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { startNginx } from './servers.mjs';

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

export async function measureJavaScript({ cwd, say }, baseUrl, floor) {
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

export async function measureLighthouse({ options, started, workDir, say }, baseUrl, chromePort) {
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
  const common = { baseUrl, paths, browser: { workDir, port: chromePort }, onProgress };
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
}

/** The asked-for load duration, or less (not below MIN_LOAD_SECONDS) when time is short. */
function loadDuration({ options, started }) {
  const asked = Number(options.duration);
  const secondsLeft = Number(options['time-limit']) - (Date.now() - started) / 1000;
  const fits = Math.floor(secondsLeft / LOAD_SCENARIOS - LOAD_OVERHEAD_SECONDS);
  return Math.max(Math.min(asked, MIN_LOAD_SECONDS), Math.min(asked, fits));
}

export async function measureLoad(context, baseUrl, nginxPort) {
  const { options, workDir, say } = context;
  const duration = loadDuration(context);
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
      serverLog: join(workDir, 'next.log'),
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
