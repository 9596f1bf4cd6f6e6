import { expect, test, type Locator, type Page } from '@playwright/test';
import { services } from '@/content/services';
import { publicPaths } from '@/lib/public-routes';
import { expectNoAxeViolations, expectNoSidewaysScroll, watchConsole, widths } from './helpers';

const headings: Record<string, string | RegExp> = {
  '/': 'Delivering Solutions That Meet Customer Needs',
  '/about-us': /About Deltacrest/,
  '/who-we-are': 'Who we are',
  '/services': 'Our Solutions',
  ...Object.fromEntries(services.map((s) => [`/${s.slug}`, s.title])),
};

// The Canada, job, business and portal pages have their own specs (canada.spec.ts,
// community.spec.ts) with the same checks; this one covers the marketing pages.
for (const path of Object.keys(headings)) {
  test(`${path} answers with its heading, no console errors and no axe violations`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[path] ?? /.+/);
      await expectNoAxeViolations(page);
      if (width === 390) await expectNoSidewaysScroll(page);
    }
    expect(errors).toEqual([]);
  });
}

test('every page carries the security headers', async ({ request }) => {
  for (const path of ['/', '/services', '/well-services', '/no-such-page']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
});

/** Every robots tag the page carries (Next adds its own to a 404) keeps it out of the index. */
async function expectNoIndex(page: Page) {
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toMatch(/noindex/);
}

test.describe('a mistyped or expired address', () => {
  // The page must be in the HTML itself: a 404 drawn only by the scripts is blank to a crawler,
  // to a browser without JavaScript, and for seconds on a slow phone.
  test.use({ javaScriptEnabled: false });

  test('any unknown address: 404, "Page not found" and the ways back, without JavaScript', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/well-services-extra', '/services/nothing']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
      await expect(page.getByRole('main')).toContainText('404');
      await expectNoIndex(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }
    await page.getByRole('main').getByRole('link', { name: 'Job opportunities' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Opportunities');
  });

  test('an unknown job points to the open jobs; an unknown listing to the search', async ({
    page,
  }) => {
    const response = await page.goto('/job-detail-page/astronaut');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job not found');
    await expectNoIndex(page);
    const openJobs = page.getByRole('region', { name: 'Open jobs' }).getByRole('link');
    expect(await openJobs.count()).toBeGreaterThan(0);
    const first = (await openJobs.first().textContent()) ?? '';
    await openJobs.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);

    expect((await page.goto('/business-details-page/space-station'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');
    await page
      .getByRole('main')
      .getByRole('link', { name: /search the businesses/i })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/business/i);
  });
});

test('the pages for an address with nothing behind it pass axe and fit a phone', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/job-detail-page/astronaut', '/business-details-page/x']) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  }
});

test('a page sends its footer once in the markup and once in the React payload, no more', async ({
  request,
}) => {
  // The root not-found page is serialised into every page's payload; when it carried its own
  // header and footer, each page sent the footer three times (about 20 KB of the home page).
  for (const path of ['/', '/well-services', '/community-login']) {
    const html = await (await request.get(path)).text();
    expect(html.split('Deltacrest on Facebook').length - 1, path).toBe(2);
  }
});

test("no page's styles size anything in units that need the font's metrics", async ({
  request,
}) => {
  // `ch`, `ex`, `cap`, `ic` and `lh` lengths are resolved while styles are computed, which needs
  // the font itself; while the web fonts load, Chromium then searches the system's fonts (13
  // lookups on the home page, style time 51 → 18 ms without; BENCHMARKS.md). Use `measure()`.
  const fontMetricUnit = /(?<![\w#-])(\d+\.?\d*|\.\d+)(r?ch|r?ex|r?cap|r?ic|r?lh)(?![\w-])/g;
  const paths = [...publicPaths(), '/community-login', '/community-register', '/no-such-page'];
  const found: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      for (const [length] of (css ?? '').matchAll(fontMetricUnit)) found.push(`${path}: ${length}`);
    }
  }
  expect(found).toEqual([]);
});

test("every page's styles are in its head, each once", async ({ request }) => {
  // A style element in the body is an error to the W3C checker (docs/validators.md). React
  // hoists the global rules and styled-components' (their `precedence`) into the head.
  const paths = [...publicPaths(), '/community-login', '/community-register', '/no-such-page'];
  const misplaced: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(head.match(/<style[\s>]/g)?.length ?? 0, path).toBeGreaterThan(0);
    for (const [tag] of body.matchAll(/<style[^>]*>/g)) misplaced.push(`${path}: ${tag}`);
    const hrefs = [...head.matchAll(/<style[^>]*data-href="([^"]*)"/g)].flatMap(([, href]) =>
      (href ?? '').split(' '),
    );
    expect(hrefs.length - new Set(hrefs).size, `${path}: style sets written twice`).toBe(0);
  }
  expect(misplaced).toEqual([]);
});

test('the 404 page has no axe violations', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
  }
});

test('the original addresses lead to the canonical pages', async ({ request }) => {
  const cases = { '/home': '/', '/login': '/community-login', '/register': '/community-register' };
  for (const [from, to] of Object.entries(cases)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to);
  }
});

test('the sitemap lists every public page and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  // Opportunities published openly come and go with the board's tests (e2e/board.spec.ts).
  const pages = listed.filter((path) => !path.startsWith('/opportunities/'));
  expect(pages.sort()).toEqual(publicPaths().sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
  // The back office is for staff only: never listed, never to be crawled.
  expect(listed.some((path) => path.startsWith('/staff'))).toBe(false);
  expect(robots).toContain('Disallow: /staff');
});

test('service pages carry breadcrumbs and a canonical URL; the home page its organisation', async ({
  page,
}) => {
  await page.goto('/pipeline-services');
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((text) => JSON.parse(text)['@type']);
  expect(types).toContain('BreadcrumbList');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/pipeline-services$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Pipeline Services/,
  );
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  const image = await page.request.get(new URL(ogImage ?? '', page.url()).pathname);
  expect(image.headers()['content-type']).toBe('image/png');

  await page.goto('/');
  const graph = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  const graphTypes = graph['@graph'].map((node: { '@type': string }) => node['@type']);
  expect(graphTypes).toEqual(['Organization', 'ProfessionalService', 'ProfessionalService']);
});

test('the services page shows all fifteen catalogue entries and every tile leads to a page', async ({
  page,
}) => {
  await page.goto('/services');
  const other = page.getByRole('region', { name: 'Other services we provide' });
  await expect(other.getByRole('listitem')).toHaveCount(10);
  await expect(
    page.getByRole('region', { name: 'Core services' }).getByRole('listitem'),
  ).toHaveCount(5);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Technical Consultancy/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technical Consultancy');
});

test("a page's opening picture is drawn with the page: named by its alt text, in its proportions, never fetched", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const ratio = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.height / box.width;
  };
  const pipeline = services.find((service) => service.slug === 'pipeline-services')!;
  await page.goto('/pipeline-services');
  const figure = page.getByRole('main').getByRole('img', { name: pipeline.image.alt });
  await expect(figure).toBeVisible();
  expect(await ratio(figure)).toBeCloseTo(400 / 640, 2);
  expect(fetched).not.toContain(pipeline.image.src);

  // A drawing that names a part of itself (a pattern) is drawn too, its ids made the file's own,
  // so no id in the page repeats and the pattern is still found.
  const engineering = services.find((service) => service.slug === 'engineering-services')!;
  await page.goto('/engineering-services');
  const drawing = page.getByRole('main').getByRole('img', { name: engineering.image.alt });
  await expect(drawing).toBeVisible();
  expect(
    await drawing.evaluate((svg) => {
      const filled = svg.querySelector('[fill^="url(#"]')!.getAttribute('fill')!.slice(4, -1);
      return svg.querySelector(`pattern${filled}`)?.id;
    }),
  ).toBe('engineering-services-g');
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(fetched).not.toContain(engineering.image.src);

  // The catalogue's first tile: its picture decorative (the title names the link).
  await page.goto('/services');
  const tile = page.getByRole('region', { name: 'Core services' }).getByRole('listitem').first();
  const slug = (await tile.getByRole('link').getAttribute('href'))!.slice(1);
  const first = services.find((service) => service.slug === slug)!;
  await expect(tile.locator('svg')).toBeVisible();
  expect(await ratio(tile.locator('svg'))).toBeCloseTo(5 / 8, 2);
  await expect(tile.getByRole('img')).toHaveCount(0);
  expect(fetched).not.toContain(first.image.src);
});

test("detail pages set their side boxes' headings smaller than the main column's", async ({
  page,
}) => {
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  for (const path of ['/well-services', '/business-details-page/family-restaurant-prince-albert']) {
    await page.goto(path);
    expect(await size('aside h2'), path).toBeLessThan(await size('main h2:not(aside h2)'));
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the first hero slide and the page text are readable and styled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings['/'] as string);
    await expect(page.getByRole('link', { name: 'LEARN MORE' }).first()).toBeVisible();
    const color = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(255, 255, 255)');
  });
});

test('the privacy notice is linked from the footer and beside the forms’ submit buttons', async ({
  page,
}) => {
  for (const path of ['/contact-us', '/study-in-canada', '/community-register']) {
    await page.goto(path);
    const line = page.locator('form .privacy-line');
    await expect(line.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByText('one year after')).toBeVisible();
  await expect(page.getByText('each kept for two weeks')).toBeVisible();
});

test.describe('what a visitor checks and trips on', () => {
  test('the company’s legal details: in the footer of every page, and in full on About', async ({
    page,
  }) => {
    await page.goto('/services');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Deltacrest Energy Services Limited, registered in England and Wales, company number 16078421',
    );
    await expect(footer).toContainText('Registered office: 3 Hardman Street');
    await expect(footer).toContainText('RC 1850462');
    await footer.getByRole('link', { name: 'Company information' }).click();
    await expect(page).toHaveURL(/\/about-us#company-information$/);
    const section = page.getByRole('region', { name: 'Company information' });
    await expect(section).toContainText('registered in England and Wales, company number 16078421');
    await expect(section).toContainText('Corporate Affairs Commission, RC 1850462');
    await expect(section).toContainText('not an authorised immigration representative');
  });

  for (const width of widths) {
    test(`the footer's Company information link shows its heading below the sticky header at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Company information' })
        .click();
      await expect(page).toHaveURL(/\/about-us#company-information$/);
      const heading = page.getByRole('heading', { name: 'Company information', level: 2 });
      // Where the (smooth) scroll comes to rest: the heading just below the header, not under it.
      const scrollY = () => page.evaluate(() => window.scrollY);
      await expect
        .poll(async () => {
          const before = await scrollY();
          await page.waitForTimeout(250);
          return before > 0 && before === (await scrollY());
        })
        .toBe(true);
      const header = (await page.getByRole('banner').boundingBox())!;
      const gap = (await heading.boundingBox())!.y - (header.y + header.height);
      expect(gap).toBeGreaterThanOrEqual(8);
      expect(gap).toBeLessThanOrEqual(64);
    });
  }

  test('every Canada page says who may advise on a case, that we may not, and names IRCC’s tools', async ({
    page,
  }) => {
    for (const path of [
      '/work-in-canada',
      '/study-in-canada',
      '/become-a-permanent-resident',
      '/visit-or-extend-your-stay',
    ]) {
      await page.goto(path);
      const advice = page.getByRole('region', { name: 'Advice on your own case' });
      await expect(advice, path).toContainText('not an authorised immigration representative');
      await expect(advice, path).toContainText('Chambre des notaires du Québec');
      for (const name of [
        'Come to Canada',
        'Comprehensive Ranking System (CRS) tool',
        'Job Bank job search',
        'IRCC: find out if your representative is authorised',
      ])
        await expect(advice.getByRole('link', { name }), path).toBeVisible();
    }
  });

  test('every count of services is the number /services shows, and the footer lists them all', async ({
    page,
  }) => {
    await page.goto('/services');
    const shown = await page.getByRole('main').locator('section li a[href^="/"]').count();
    expect(shown).toBe(services.length);
    await expect(page.getByRole('contentinfo').locator('ul.services a')).toHaveCount(shown);
    await page.goto('/');
    await expect(page.locator('dt', { hasText: 'Services offered' }).locator('+ dd')).toHaveText(
      String(shown),
    );
    await page.goto('/about-us');
    await expect(page.getByRole('link', { name: `our ${shown} services` })).toBeVisible();
  });

  test('home: the values’ icons stand on a light disc, the globe’s lines stay behind the words', async ({
    page,
  }) => {
    await page.goto('/');
    const icons = page.getByRole('region', { name: 'Our values' }).locator('img');
    await expect(icons).toHaveCount(4);
    for (const background of await icons.evaluateAll((all) =>
      all.map((img) => getComputedStyle(img).backgroundColor),
    ))
      expect(background).toBe('rgb(238, 242, 247)');
    const behind = await page
      .getByRole('heading', { name: 'Two offices, one standard of work' })
      .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
    expect(behind).toBe('rgba(6, 26, 51, 0.88)');
  });

  test('the business search’s notice stands clear of the last card', async ({ page }) => {
    await page.goto('/business-search');
    const last = await page.locator('.business-card').last().boundingBox();
    const notice = await page.getByText('Information, not legal advice.').boundingBox();
    expect(notice!.y - (last!.y + last!.height)).toBeGreaterThanOrEqual(24);
  });
});
