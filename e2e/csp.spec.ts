import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registration } from '@/tests/support/requests';
import { gotoAndWaitForScripts, watchConsole } from './helpers';
import { observatoryGrade } from './observatory';
import { registerConfirmed } from './support/members';

const port = process.env.E2E_PORT ?? '3210';
const origin = `http://127.0.0.1:${port}`;

// Pages rendered per request, the 404 page for unknown paths and unknown slugs of the
// statically generated templates; the sitemap adds every public page.
const extraPaths = [
  '/community-login',
  '/community-login?next=/community',
  '/community-register',
  '/community-reset-password',
  '/no-such-page',
  '/well-services-extra',
  '/job-detail-page/no-such-job',
  '/business-details-page/no-such-business',
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

type ScriptTag = { attributes: string; body: string };

function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1]!,
    body: m[2]!,
  }));
}

const attribute = (tag: ScriptTag, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag.attributes)?.[1];

/** Checks the page's policy and that it allows each script of the page and nothing looser. */
async function expectStrictPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect([200, 404], path).toContain(response.status());
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = directive(policy, 'script-src');
  expect(scriptSrc, `${path} script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${path} script-src`).not.toContain("'unsafe-eval'");
  expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
  expect(directive(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri').length, `${path} base-uri`).toBeGreaterThan(0);
  expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');

  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const html = await response.text();
  const scripts = scriptTags(html);
  expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
  for (const tag of scripts) {
    const type = attribute(tag, 'type');
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    if (nonce) {
      // 'strict-dynamic' ignores 'self': every parser-inserted script needs the nonce.
      expect(attribute(tag, 'nonce'), `${path} ${tag.attributes}`).toBe(nonce);
    } else if (attribute(tag, 'src')) {
      expect(scriptSrc, path).toContain("'self'");
      expect(new URL(attribute(tag, 'src')!, origin).origin).toBe(origin);
    } else {
      const hash = createHash('sha256').update(tag.body, 'utf8').digest('base64');
      expect(scriptSrc, `${path} inline script ${tag.body.slice(0, 60)}`).toContain(
        `'sha256-${hash}'`,
      );
    }
  }
  return { policy, nonce };
}

test('every page sends a script policy that allows its own scripts and no inline others', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [...(await sitemapPaths(request)), ...extraPaths];
  expect(paths.length).toBeGreaterThan(30);
  for (const path of paths) await expectStrictPage(request, path);
});

test('pages rendered per request get a fresh nonce with strict-dynamic', async ({ request }) => {
  const first = await expectStrictPage(request, '/community-login');
  const second = await expectStrictPage(request, '/community-login');
  expect(first.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);
  expect(directive(first.policy, 'script-src')).toContain("'strict-dynamic'");
  // The statically generated pages keep hashes and stay cacheable.
  const home = await expectStrictPage(request, '/');
  expect(home.nonce).toBeUndefined();
});

test('a client cannot mark its request as a prerendered page to skip the proxy', async ({
  request,
}) => {
  const headers = { 'x-static-page-policy': '1' };
  const login = await request.get('/community-login', { headers });
  expect(directive(login.headers()['content-security-policy'] ?? '', 'script-src')).toContain(
    "'strict-dynamic'",
  );
  const members = await request.get('/community', { headers, maxRedirects: 0 });
  expect(members.status()).toBe(307);
  expect(members.headers()['location']).toContain('/community-login');
});

test("a signed-in member's page is strict too", async ({ page }) => {
  await registerConfirmed(page.request, origin, registration());
  const { nonce } = await expectStrictPage(page.request, '/community');
  expect(nonce).toBeTruthy();
  const errors = watchConsole(page);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Ada');
  await expectInjectedScriptBlocked(page, { hashed: false });
  expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
});

/** Waits for the page's next CSP violation and answers its directive. */
function nextViolation(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.violatedDirective),
        );
        setTimeout(() => resolve('no violation'), 3000);
      }),
  );
}

/**
 * Markup injected as a stored XSS would arrive (an inline event handler) is refused on every
 * page. An injected script element is refused where the page has hashes; under 'strict-dynamic'
 * a script created by a script already running is trusted by design, so there the markup is the
 * attack that counts. (page.addScriptTag would copy the page's nonce, so the tests build their own.)
 */
async function expectInjectedScriptBlocked(page: Page, { hashed }: { hashed: boolean }) {
  let violation = nextViolation(page);
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="data:," onerror="window.injected = true">',
    ),
  );
  expect(await violation).toBe('script-src-attr');
  if (hashed) {
    violation = nextViolation(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    expect(await violation).toBe('script-src-elem');
  }
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
}

for (const path of ['/', '/no-such-page', '/community-login']) {
  test(`${path}: the page's scripts run, an injected inline script is blocked`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchConsole(page);
    await gotoAndWaitForScripts(page, baseURL!, path, { marker: true });
    // Chromium logs the 404 page's own status as a failed load.
    expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    await expectInjectedScriptBlocked(page, { hashed: path !== '/community-login' });
  });
}

test('client-side navigation from a static page to others raises no violation', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact Us' })
    .click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.getByRole('link', { name: 'Community login' }).click();
  await expect(page).toHaveURL(/\/community-login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(errors).toEqual([]);
});

// A static page, a page rendered per request, and a route handler: A+ means 100 or more.
for (const path of ['/', '/community-login', '/api/health']) {
  test(`${path} scores A+ by the HTTP Observatory rules`, async ({ request }) => {
    const { grade, score } = observatoryGrade((await request.get(path)).headers());
    expect(grade, `${path} scored ${score}`).toBe('A+');
    expect(score).toBeGreaterThanOrEqual(100);
  });
}
