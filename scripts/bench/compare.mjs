// Lighthouse mobile on two or more URLs, their runs interleaved (A, B, A, B...), so that both
// sides see the same moments of a shared, noisy machine. This is how to tell whether a change
// helped: build the old and the new version, start each on its own port, and compare.
//
//   node scripts/bench/compare.mjs [--runs 5] [--slowdown 8] [--observed] URL...
//
// --slowdown: the CPU that many times slower than a desktop's (Lighthouse's phone is 4).
// --observed: the browser itself slowed, and the figures what it saw (Lighthouse's devtools
// throttling), rather than its model of a slow phone replayed on a fast load.
//
// For example, with the current commit on port 3100 and the one before on 3400:
//   git worktree add /tmp/before HEAD~1 && cp -al node_modules /tmp/before/
//   (cd /tmp/before && npm run build && PORT=3400 HOSTNAME=127.0.0.1 node server.mjs &)
//   npm run build && (PORT=3100 HOSTNAME=127.0.0.1 node server.mjs &)
//   npm run bench:compare -- --runs 5 http://127.0.0.1:3400/ http://127.0.0.1:3100/
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cls } from './format.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { freePorts, stopAll, stopAllOnExit } from './processes.mjs';

const { values: options, positionals: urls } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    observed: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(options.runs);
const slowdown = Number(options.slowdown);
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1 || !(slowdown >= 1)) {
  console.error(
    'usage: node scripts/bench/compare.mjs [--runs 5] [--slowdown 8] [--observed] URL...',
  );
  process.exit(2);
}

const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-compare-'));
stopAllOnExit(async () => rmSync(workDir, { recursive: true, force: true }));
const [chromePort] = await freePorts(1);
try {
  const results = await runLighthouse({
    // runLighthouse resolves each path against baseUrl: absolute URLs stay as they are.
    baseUrl: urls[0],
    paths: urls,
    runs,
    browser: { workDir, port: chromePort },
    formFactor: 'mobile',
    cpuSlowdown: slowdown === 4 ? undefined : slowdown,
    observed: options.observed,
    onProgress: (line) => process.stderr.write(`[compare] ${line}\n`),
  });
  const how = `${slowdown}x CPU${options.observed ? ', observed' : ''}`;
  console.log(`Lighthouse mobile (${how}), median of ${runs} interleaved runs\n`);
  console.log('| URL | Perf | FCP ms | LCP ms | TBT ms | CLS | Perf per run | TBT per run |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { path, runs: each, median } of results) {
    const list = (key) => each.map((run) => Math.round(run[key])).join(', ');
    console.log(
      `| ${path} | ${median.performance} | ${Math.round(median.fcp)} | ${Math.round(median.lcp)} | ${Math.round(median.tbt)} | ${cls(median.cls)} | ${list('performance')} | ${list('tbt')} |`,
    );
  }
} finally {
  await stopAll();
  rmSync(workDir, { recursive: true, force: true });
}
