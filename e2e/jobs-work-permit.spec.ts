/**
 * What a person applying from abroad asks first: does the employer support a work permit? The
 * job list filters by it (a link, so it works without JavaScript), the cards say so, and a job's
 * page says whether an LMIA is needed and gives its NOC 2021 occupation and TEER level.
 */
import { expect, test } from '@playwright/test';
import { jobs } from '@/content/jobs';
import { isOpen } from '@/lib/jobs/open-jobs';

const open = jobs.filter((job) => isOpen(job));
const supported = open.filter((job) => job.workPermit !== 'not-supported');
const notSupported = open.filter((job) => job.workPermit === 'not-supported');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the job list shows only the jobs whose employer supports a work permit, and all again', async ({
      page,
    }) => {
      expect(supported.length).toBeGreaterThan(0);
      expect(notSupported.length).toBeGreaterThan(0);
      // With one of the wizard's answers in the address: the permit filter keeps it.
      await page.goto('/job-opportunities?category=web-developer');
      const cards = page.locator('.job-card');
      await page
        .getByRole('link', { name: /^Only jobs whose employer supports a work permit/ })
        .click();
      await expect(page).toHaveURL(/\/job-opportunities\?category=web-developer&permit=supported$/);
      await expect(
        page.getByText('Showing only the jobs whose employer supports a work permit'),
      ).toBeVisible();
      const expected = supported.filter((job) => job.category === 'web-developer');
      await expect(cards).toHaveCount(expected.length);
      for (const job of expected) {
        const card = cards.filter({ has: page.getByRole('link', { name: job.title }) });
        await expect(card.getByText('Work permit supported')).toBeVisible();
      }
      for (const job of notSupported)
        await expect(page.getByRole('link', { name: job.title })).toHaveCount(0);

      // Taking the wizard's answer off keeps the permit filter.
      await page.getByRole('link', { name: /^Remove filter Category/ }).click();
      await expect(page).toHaveURL(/\/job-opportunities\?permit=supported$/);
      await expect(cards).toHaveCount(supported.length);

      await page.getByRole('link', { name: 'Show every job' }).click();
      await expect(page).toHaveURL(/\/job-opportunities$/);
      await expect(cards).toHaveCount(open.length);
      const card = cards.filter({ has: page.getByRole('link', { name: notSupported[0]!.title }) });
      await expect(card.getByText('Work permit supported')).toHaveCount(0);
    });
  });
}

test('a job page says whether the employer supports a work permit, if an LMIA is needed, and its NOC and TEER', async ({
  page,
}) => {
  const job = supported.find((one) => one.workPermit === 'supported-lmia')!;
  await page.goto(`/job-detail-page/${job.slug}`);
  await expect(
    page.getByText(/^Supported: the employer applies for a Labour Market Impact Assessment/),
  ).toBeVisible();
  await expect(
    page.getByText(`${job.noc.code} ${job.noc.title} (NOC 2021, TEER ${job.noc.code[1]})`),
  ).toBeVisible();
  const other = notSupported[0]!;
  await page.goto(`/job-detail-page/${other.slug}`);
  await expect(
    page.getByText('Not supported: you need the right to work in Canada already'),
  ).toBeVisible();
});
