import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const widths = [390, 1440] as const;

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

/**
 * A page whose form needs JavaScript sends ControlStandIn boxes rather than form controls (see
 * components/forms/ControlStandIn.tsx): its HTML holds no input, select or textarea, and the form
 * measures the same with the stand-ins (JavaScript off) as with the controls, at both widths.
 */
export async function expectStandInsForControls(
  browser: Browser,
  request: APIRequestContext,
  { path, form, standIns }: { path: string; form: string; standIns: number },
) {
  const html = await (await request.get(path)).text();
  expect(html).not.toMatch(/<(input|select|textarea)\b/);
  for (const width of widths) {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto(path);
      const stood = page.locator(`${form} .control-stand-in`);
      if (javaScriptEnabled) {
        await page.locator(`${form}[data-ready]`).waitFor();
        await expect(stood).toHaveCount(0);
        await expect(page.locator(`${form} select`).first()).toBeEnabled();
      } else {
        await expect(stood).toHaveCount(standIns);
      }
      await page.evaluate(() => document.fonts.ready);
      heights.push((await page.locator(form).boundingBox())!.height);
      await context.close();
    }
    expect(Math.abs(heights[0]! - heights[1]!), `${form} height at ${width}px`).toBeLessThan(0.5);
  }
}
