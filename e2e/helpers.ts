import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
