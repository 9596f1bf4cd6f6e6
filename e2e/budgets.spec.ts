import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { budgetFor, KB, routesToMeasure } from '../scripts/budgets.mjs';
import { COMPILE_HINT } from '../server/compile-hints.mjs';
import {
  fetchSitemapPaths,
  GZIP_LEVEL,
  measureRoute,
  shortName,
  type MeasuredRoute,
  type ScriptCache,
} from '../scripts/js-bytes.mjs';

// The JavaScript a browser downloads for each route is deterministic for a build, so its budget
// is checked here, on the production build the other browser tests use, exactly as
// `npm run bench` measures it (scripts/js-bytes.mjs, scripts/budgets.mjs).

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function overBudgetMessage(route: MeasuredRoute, budgetBytes: number, pattern: string): string {
  const largest = route.largest
    .slice(0, 5)
    .map((script) => `    ${kb(script.gzip).padStart(9)}  ${shortName(script.url)}`)
    .join('\n');
  return [
    `${route.path}${route.finalPath === route.path ? '' : ` (lands on ${route.finalPath})`} ships ` +
      `${kb(route.gzip)} of JavaScript (gzip -${GZIP_LEVEL}), over its budget of ${kb(budgetBytes)} ` +
      `(rule "${pattern}" in scripts/budgets.mjs) by ${kb(route.gzip - budgetBytes)}.`,
    `  Largest scripts:`,
    largest,
  ].join('\n');
}

test('every route ships no more JavaScript than its budget', async ({ baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const base = baseURL ?? 'http://127.0.0.1:3210';
  const sitemap = await fetchSitemapPaths(base);
  expect(sitemap.length, 'the site should list its pages in /sitemap.xml').toBeGreaterThan(0);

  const cache: ScriptCache = new Map();
  const lines: string[] = [];
  for (const path of routesToMeasure(sitemap)) {
    const route = await measureRoute(base, path, cache);
    if (route.status !== 200) {
      // A page another part of the project has not built yet: note it, do not fail on it.
      testInfo.annotations.push({
        type: 'not measured',
        description: `${path}: HTTP ${route.status}`,
      });
      lines.push(`${path}: not measured (HTTP ${route.status})`);
      continue;
    }
    const budget = budgetFor(route.finalPath);
    lines.push(`${path}: ${kb(route.gzip)} of ${budget.kb} KB (${budget.kind})`);
    expect
      .soft(route.gzip, overBudgetMessage(route, budget.bytes, budget.pattern))
      .toBeLessThanOrEqual(budget.bytes);
  }
  await testInfo.attach('javascript-per-route.txt', {
    body: lines.join('\n'),
    contentType: 'text/plain',
  });
});

test('the framework scripts every page starts with carry V8’s compile hint', async ({
  request,
}) => {
  // server.mjs marks them at start (server/compile-hints.mjs); without the mark Chromium
  // compiles React and the router lazily, inside the long task in which they start.
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[];
  };
  const html = await (await request.get('/')).text();
  expect(manifest.rootMainFiles.length).toBeGreaterThan(0);
  for (const file of manifest.rootMainFiles) {
    const url = `/_next/${file}`;
    expect(html, `the home page should load ${url}`).toContain(url);
    const source = await (await request.get(url)).text();
    expect(source.startsWith(COMPILE_HINT), `${url} should start with the compile hint`).toBe(true);
  }
});

test('no page declares a web font, or looks one up among the system’s fonts by name', async ({
  request,
}) => {
  // A web font is either in the first paint's path or restyles the page after it; a local()
  // source costs a font lookup in every page's first style pass (components/GlobalStyle.tsx).
  for (const path of ['/', '/community-login', '/staff/sign-in']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('system-ui');
    expect(html, path).not.toContain('@font-face');
    expect(html, path).not.toMatch(/local\(/);
  }
});

test('the tab icon is a small PNG: an SVG icon costs the page a second document to draw it', async ({
  request,
}) => {
  // Chromium draws an SVG image in a document of its own, built on the page's main thread after
  // its first paint: one more long task on a slow phone.
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map((m) => m[0]);
  expect(icons).toHaveLength(2);
  for (const icon of icons) {
    expect(icon).toContain('type="image/png"');
    const href = /href="([^"]+)"/.exec(icon)?.[1] ?? '';
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  }
  expect(html).not.toContain('image/svg+xml');
});
