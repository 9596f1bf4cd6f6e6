import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const widths = [390, 1440] as const;

/** A link of the header's main menu (the wide screen's), as a visitor finds it. */
export function headerLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name });
}

/** Collects console errors and failed requests so a test can assert a page loaded cleanly. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  return errors;
}

export async function expectNoAxeViolations(page: Page) {
  // A page redrawn after a form's post (a refresh) puts its <title> back a moment after its
  // content: axe reads the settled page, and a page that never gets a title still fails here.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    // options() replaces what withTags() sets, so it comes first. WCAG 2.5.3 (label in name) is
    // an experimental rule in axe: it runs only when asked for by name.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The page does not scroll sideways: nothing in it is wider than the window. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width, widest } = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    // The deepest elements past the right edge, outside any box that scrolls or clips them,
    // to say what to mend.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        !clipped(el) &&
        // Past the edge itself, or its text running out of it (a long word).
        ((el.getBoundingClientRect().right > limit + 0.5 &&
          ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 0.5)) ||
          (el.clientWidth > 0 &&
            el.scrollWidth > el.clientWidth + 1 &&
            ![...el.children].some((child) => child.scrollWidth > child.clientWidth + 1))),
    );
    return {
      scroll: document.documentElement.scrollWidth,
      width: limit,
      widest: past
        .slice(0, 3)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? '').slice(0, 60)}`,
        ),
    };
  });
  expect(
    scroll,
    `${page.url()} is ${scroll} px wide in a ${width} px window: ${widest.join(' | ')}`,
  ).toBeLessThanOrEqual(width);
}

/** No form on the page says a saved change failed: the lesson of "Network error" after saves. */
export async function expectNoErrorShown(page: Page) {
  await expect(page.getByText('Network error, try again!')).toHaveCount(0);
  await expect(page.getByText('Something went wrong on our side')).toHaveCount(0);
}

/**
 * Opens a page and waits until its scripts have run: on the login page its form says so
 * (`data-ready`, set once it has hydrated: components/forms/FormRecovery.client.tsx); elsewhere
 * the header's account link reads the signed-in marker, set here for them. The login page gets
 * no marker unless asked (`marker`): without a session it drops the marker and loads again.
 */
export async function gotoAndWaitForScripts(
  page: Page,
  baseURL: string,
  path: string,
  { marker = path !== '/community-login' } = {},
) {
  const { hostname } = new URL(baseURL);
  if (marker) {
    await page
      .context()
      .addCookies([{ name: 'signed_in', value: '1', domain: hostname, path: '/' }]);
  }
  await page.goto(path);
  if (path === '/community-login') {
    await expect(page.locator('[data-form][data-ready]')).toHaveCount(1);
  } else {
    await expect(page.locator('a.account-link')).toHaveText('My account');
  }
}

/**
 * Holds back every script file the page asks for until the answer is called: what a visitor
 * does before the scripts arrive, as on a slow phone.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
