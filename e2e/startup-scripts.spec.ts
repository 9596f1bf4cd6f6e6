/**
 * The framework's start-up scripts load after the page's first paint (lib/startup-scripts.mjs):
 * the served HTML holds none that would run on arrival, the browser asks for none before its
 * first contentful paint, and every page still comes to life, on a prerendered page (hashed
 * policy), a page rendered per request (nonce) and the 404 page; also where the browser cannot
 * report paints, and over a compressed response as over a plain one. No page asks for a font file.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { gotoAndWaitForScripts, watchConsole } from './helpers';

const startupScriptTags = (html: string) =>
  [...html.matchAll(/<script(?![^>]*type=)[^>]*src="\/_next\/static\/[^"]*"[^>]*async/g)].length;

/** The start-up script requests a page makes, as the browser timed them (epoch ms). */
function watchStartupRequests(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => {
    if (/^\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(request.url()).pathname)) {
      requests.push(request);
    }
  });
  return () => requests.map((request) => request.timing().startTime);
}

/** When the page's first contentful paint came (epoch ms). */
const firstPaintAt = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return paint ? performance.timeOrigin + paint.startTime : undefined;
  });

for (const path of ['/', '/community-login', '/no-such-page']) {
  test(`${path}: the start-up scripts are asked for after the first paint, and run`, async ({
    page,
    baseURL,
  }) => {
    const plain = await page.request.get(path, { headers: { 'accept-encoding': 'identity' } });
    const compressed = await page.request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers()['content-encoding']).toBe('gzip');
    for (const response of [plain, compressed]) {
      const html = await response.text();
      expect(startupScriptTags(html), path).toBe(0);
      expect(html).toContain('data-startup-src="/_next/static/chunks/');
      expect(html).not.toContain('as="script"');
    }

    const errors = watchConsole(page);
    const startupRequests = watchStartupRequests(page);
    await gotoAndWaitForScripts(page, baseURL!, path);
    const paint = await firstPaintAt(page);
    expect(paint).toBeGreaterThan(0);
    // Every marker's script was asked for (the events may trail the page a little).
    const markers = await page.locator('script[data-startup-src]').count();
    expect(markers).toBeGreaterThan(3);
    await expect.poll(() => startupRequests().length).toBeGreaterThanOrEqual(markers);
    const starts = startupRequests();
    // Both clocks are the machine's; allow them a few milliseconds.
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint! - 5);
    // Chromium logs the 404 page's own status as a failed load.
    expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
  });
}

for (const hidden of [false, true]) {
  test(
    hidden
      ? 'a page opened hidden gets its scripts at once (its timers would run once a second)'
      : 'the loader asks for one script per task, so a slow phone never meets them in one long task',
    async ({ page, baseURL }) => {
      await page.addInitScript((hidden) => {
        if (hidden) Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
        // A microtask runs when the task that queued it ends: a second script added before then was
        // added in the same task.
        const record = { added: 0, sameTask: 0 };
        let open = false;
        const append = HTMLHeadElement.prototype.appendChild;
        HTMLHeadElement.prototype.appendChild = function <T extends Node>(
          this: HTMLHeadElement,
          node: T,
        ) {
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/')) {
            record.added += 1;
            if (open) record.sameTask += 1;
            open = true;
            queueMicrotask(() => (open = false));
          }
          return append.call(this, node) as T;
        };
        Object.assign(window, { startupRecord: record });
      }, hidden);
      await gotoAndWaitForScripts(page, baseURL!, '/community-register');
      const markers = await page.locator('script[data-startup-src]').count();
      const record = await page.evaluate(
        () =>
          (window as unknown as { startupRecord: { added: number; sameTask: number } })
            .startupRecord,
      );
      expect(markers).toBeGreaterThan(3);
      expect(record).toEqual({ added: markers, sameTask: hidden ? markers - 1 : 0 });
    },
  );
}

test('a browser that cannot report paints runs the scripts once the page is parsed', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
  });
  const errors = watchConsole(page);
  await gotoAndWaitForScripts(page, baseURL!, '/community-login');
  expect(errors).toEqual([]);
});

test("markers smuggled into a page load nothing that is not the build's own", async ({
  page,
  baseURL,
}) => {
  // As if a page (here one with a nonce policy, under which any script the loader creates is
  // trusted) let markup through: three markers naming other places than the build's files.
  const foreign = ['https://example.org/evil.js', '/api/health?evil', '//example.org/x.js'];
  await page.route('**/community-login', async (route) => {
    const response = await route.fetch();
    const smuggled = foreign
      .map((src) => `<script type="text/plain" data-startup-src="${src}"></script>`)
      .join('');
    const body = (await response.text()).replace('<main', `${smuggled}<main`);
    await route.fulfill({ response, body });
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoAndWaitForScripts(page, baseURL!, '/community-login');
  expect(requested.filter((url) => url.includes('evil') || url.includes('example.org'))).toEqual(
    [],
  );
  // The page's own start-up scripts did load.
  expect(requested.filter((url) => url.includes('/_next/static/chunks/')).length).toBeGreaterThan(
    3,
  );
});

for (const javaScriptEnabled of [true, false]) {
  test(`/about-us${javaScriptEnabled ? '' : ', without JavaScript'}: no font file is asked for, and the text and headings are in the system's face`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/about-us', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const face = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(await face('body')).toMatch(/^system-ui/);
    expect(await face('h1')).toMatch(/^system-ui/);
    expect(fonts).toEqual([]);
    await context.close();
  });
}
