// Whether a page's first layout wins or loses the race with its web fonts, load by load.
//
//   node scripts/bench/font-race.mjs [--runs 5] URL
//
// Loads URL in a fresh Chromium context per run (412 px wide, JavaScript on) with a trace that
// includes Chromium's `fonts` category, and prints one line per load, in order: style passes
// and layouts over 3 ms, the web fonts' "loaded" moments, and between them how many fonts
// were looked up among the system's fonts ("[80 sys]"). A load whose first big layout comes
// before the fonts' "loaded" and after a run of system lookups took the slow path that
// BENCHMARKS.md ("Form controls and the first layout") describes. Start the site first, for example
// `npm run build && npx next start -p 3100 -H 127.0.0.1`.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM, chromiumFlags } from '../chromium-flags.mjs';

const { values: options, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
});
const [url] = positionals;
const runs = Number(options.runs);
if (!url || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/bench/font-race.mjs [--runs 5] URL');
  process.exit(2);
}

/** One line for one load, from its trace events. */
function describe(events) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) return '(no document was parsed)';
  const mainThread = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const start = Math.min(
    ...events.filter((e) => mainThread(e) && e.ph === 'X' && e.ts > 0).map((e) => e.ts),
  );
  const at = (e) => Math.round((e.ts - start) / 1000);
  const ms = (e) => Math.round(e.dur / 1000);
  const marks = [];
  for (const e of events) {
    if (e.pid !== parse.pid) continue;
    if (e.name === 'RemoteFontLoaded') marks.push([e.ts, `loaded ${e.args?.name}@${at(e)}`]);
    else if (e.name === 'FontCache::GetFontPlatformData') marks.push([e.ts, null]);
    else if (mainThread(e) && e.name === 'UpdateLayoutTree' && e.dur > 3000)
      marks.push([e.ts, `style@${at(e)}:${ms(e)}ms`]);
    else if (mainThread(e) && e.name === 'Layout' && e.dur > 3000)
      marks.push([e.ts, `LAYOUT@${at(e)}:${ms(e)}ms`]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  const words = [];
  let lookups = 0;
  for (const [, word] of marks) {
    if (word === null) {
      lookups += 1;
      continue;
    }
    if (lookups) words.push(`[${lookups} sys]`);
    lookups = 0;
    words.push(word);
  }
  if (lookups) words.push(`[${lookups} sys]`);
  return words.join(' ');
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumFlags });
try {
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // A first page on the same origin, so that the traced load does not also start a renderer.
    await page.goto(new URL('/robots.txt', url).href);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'fonts', 'blink.user_timing', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    console.log(`${run}: ${describe(traceEvents)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
