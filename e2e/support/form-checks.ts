/**
 * What "a form refused on its own page" means, as a person meets it: the refusal is visible, it
 * has the focus, the address is the form's page, and what was typed is still there. And which
 * way a post went: a Server Action's fetch (JavaScript) or the browser's own post (none).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks a submit button and answers how the post went: `true` when the page's script sent it
 * (a Server Action's fetch, with its Next-Action header), `false` when the browser posted the
 * form itself.
 */
export async function submitForm(page: Page, button: Locator): Promise<boolean> {
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await button.click();
  return Boolean((await posted).headers()['next-action']);
}

/** Submits, and checks the post went the way the page's JavaScript setting says it must. */
export async function submitAs(page: Page, button: Locator, javaScript: boolean): Promise<void> {
  expect(await submitForm(page, button), 'sent by the page script').toBe(javaScript);
}

/** The refusal on the form's own page: visible, focused, and the page has not changed. */
export async function expectRefusedHere(page: Page, path: string, text: string | RegExp) {
  const refusal = page.getByRole('alert').filter({ hasText: text });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(path);
}

/**
 * Waits until the page's script has taken over its forms (with JavaScript), so that a click
 * goes through the Server Action and not the browser's own post.
 */
export async function ready(page: Page, javaScript: boolean): Promise<void> {
  if (!javaScript) return;
  await page.waitForLoadState('networkidle');
  // Each form hydrates apart from the page (components/forms/FormRecovery.client.tsx).
  await expect(page.locator('[data-form]:not([data-ready])')).toHaveCount(0);
}
