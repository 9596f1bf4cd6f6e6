// JavaScript a page costs, as a browser downloads it: fetch the page's HTML from a running
// server, collect its <script src> files (skipping the noModule polyfill), and sum their gzip
// sizes. Usage: node scripts/js-weight.mjs http://127.0.0.1:3000 /work-in-canada:200 /study-in-canada:150
// Each path may carry a budget in KB after a colon; the script exits 1 when one is over.
import { gzipSync } from 'node:zlib';

const [origin, ...targets] = process.argv.slice(2);
if (!origin || targets.length === 0) {
  console.error('Usage: node scripts/js-weight.mjs <origin> <path[:budgetKB]>...');
  process.exit(2);
}

const cache = new Map();
async function gzipSize(url) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).byteLength);
  }
  return cache.get(url);
}

let over = false;
for (const target of targets) {
  const [path, budget] = target.split(':');
  const html = await (await fetch(new URL(path, origin))).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  const sizes = await Promise.all(
    [...new Set(scripts)].map((src) => gzipSize(new URL(src, origin).href)),
  );
  const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
  const verdict = budget
    ? kb <= Number(budget)
      ? `ok (budget ${budget} KB)`
      : `OVER budget ${budget} KB`
    : '';
  if (budget && kb > Number(budget)) over = true;
  console.log(
    `${path.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB gzip in ${sizes.length} scripts ${verdict}`,
  );
}
process.exit(over ? 1 : 0);
