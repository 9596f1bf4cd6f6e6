/**
 * A job closes by itself when its `validThrough` day has ended: two servers of the test's own start
 * with their clocks on either side of one job's date (e2e/support/shifted-clock.mjs), no waiting,
 * no build, and the same whatever today's date is.
 */
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { findJob } from '@/content/jobs';
import { JOB_CLOSED } from '@/lib/jobs/open-jobs';
import { expectNoAxeViolations } from './helpers';
import { startServer, type ServerProcess } from './support/server-process';

const closed = findJob('backend-developer-contract-vancouver')!; // last day 31 October 2027
const alike = findJob('backend-developer-calgary')!; // the same role, open until filled
let before: ServerProcess;
let server: ServerProcess;

const at = (moment: string) =>
  startServer({
    CLOCK_AT: moment,
    NODE_OPTIONS: `--import ${resolve('e2e/support/shifted-clock.mjs')}`,
  });

test.beforeAll(async () => {
  // Late on its last day in Vancouver (already 1 November in London), and the day after.
  [before, server] = await Promise.all([at('2027-11-01T06:00:00Z'), at('2027-11-02T12:00:00Z')]);
});
test.afterAll(() => {
  before?.stop();
  server?.stop();
});

test('before its date the job is listed, in the sitemap and open to applications', async ({
  page,
}) => {
  await page.goto(`${before.base}/job-detail-page/${closed.slug}`);
  await expect(page.locator('summary', { hasText: 'Apply' })).toBeVisible();
  expect(await (await page.request.get(`${before.base}/sitemap.xml`)).text()).toContain(
    closed.slug,
  );
  await page.goto(`${before.base}/job-opportunities`);
  await expect(page.getByRole('link', { name: closed.title })).toBeVisible();
});

test('after it the job is gone from the list and the sitemap, and its page says it has closed', async ({
  page,
}) => {
  await page.goto(`${server.base}/job-opportunities`);
  await expect(page.getByRole('link', { name: alike.title })).toBeVisible();
  await expect(page.getByRole('link', { name: closed.title })).toHaveCount(0);

  const sitemap = await (await page.request.get(`${server.base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/job-detail-page/${alike.slug}`);
  expect(sitemap).not.toContain(closed.slug);

  const answer = await page.goto(`${server.base}/job-detail-page/${closed.slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.title);
  await expect(page.getByText(JOB_CLOSED)).toBeVisible();
  await expect(page.getByText('Applications closed at the end of 31 Oct 2027')).toBeVisible();
  // Neither the application form nor the JobPosting data; out of search engines' indexes.
  await expect(page.locator('form')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain('"JobPosting"');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The open jobs most like it, the same role first, each leading to an open page.
  const similar = page.getByRole('region', { name: 'Open jobs like this one' });
  await expect(similar.getByRole('link').first()).toHaveText(alike.title);
  await similar.getByRole('link', { name: alike.title }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail-page/${alike.slug}$`));
  await expect(page.locator('summary', { hasText: 'Apply' })).toBeVisible();

  await page.goto(`${server.base}/job-detail-page/${closed.slug}`);
  await expectNoAxeViolations(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/job-closed-${width}.png`, fullPage: true });
  }
});
