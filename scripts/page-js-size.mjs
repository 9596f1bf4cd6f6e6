// Gzipped JavaScript a page makes the browser download: fetches the page's HTML from a running
// server, collects its <script src> files (the noModule polyfill excluded), gzips each and sums.
// Usage: node scripts/page-js-size.mjs http://127.0.0.1:3231/community-login [more URLs]
import { gzipSync } from 'node:zlib';

for (const pageUrl of process.argv.slice(2)) {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(
      await (await fetch(new URL(src.replace(/&amp;/g, '&'), pageUrl))).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `${pageUrl}: ${new Set(sources).size} scripts, ${kb(gzip)} KB gzip (${kb(raw)} KB raw)`,
  );
}
