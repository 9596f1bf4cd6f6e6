import { expect, test, type Page } from '@playwright/test';
import { expectStandInsForControls } from './helpers';

const heading = (page: Page) => page.locator('.wizard-heading');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test('the wizard steps forward and back, keeps answers, and its answers filter the job list', async ({
  page,
}) => {
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(heading(page)).toHaveText(/Step 1 of 4\s*Job role and experience/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await next(page).click();
  const problem = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem).toContainText('Choose a job category');
  await expect(heading(page)).toHaveText(/Step 1 of 4/);

  await page.getByLabel('Job category').selectOption({ label: 'Web development' });
  await page.getByLabel('Job title').selectOption({ label: 'Front-end developer' });
  await page.getByLabel('3 to 5 years').check();
  await next(page).click();
  await expect(heading(page)).toHaveText(/Step 2 of 4\s*Presence/);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  await page.getByLabel('Remote').check();
  await next(page).click();
  await expect(heading(page)).toHaveText(/Step 3 of 4\s*Time commitment/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page)).toHaveText(/Step 2 of 4/);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByLabel('Remote')).toBeChecked();
  await next(page).click();

  await page.getByLabel('Full time', { exact: true }).check();
  await next(page).click();
  await expect(heading(page)).toHaveText(/Step 4 of 4\s*Preferred location/);
  await expect(heading(page)).toBeFocused();
  const country = page.getByLabel('Country');
  await expect(country.locator('option[value="CA"]')).toHaveCount(1);
  await country.selectOption('CA');
  await expect(
    page.getByLabel('Province or state (optional)').locator('option[value="ON"]'),
  ).toHaveCount(1);
  await page.getByLabel('Province or state (optional)').selectOption('ON');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/job-opportunities$/);
  await expect(page.getByRole('heading', { name: 'Featured Job Opportunities' })).toBeVisible();
  await expect(page.getByText('No openings match all your answers')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'openings' })).toHaveText(
    '0 of 7 openings match your answers',
  );
  await expect(page.getByText('Location: Ontario, Canada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove presence: Remote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'openings' })).toHaveText(
    '1 of 7 openings match your answers',
  );
  await expect(page.getByRole('link', { name: 'Front-end Developer (React)' })).toBeVisible();

  await page.getByRole('button', { name: /Remove filter Location/ }).click();
  await expect(page.getByText(/^Location:/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Front-end Developer (React)' }).click();
  await expect(page).toHaveURL(/\/job-detail-page\/frontend-developer-toronto$/);
  await page.goto('/job-detail-page');
  await expect(page).toHaveURL(/\/job-detail-page\/frontend-developer-toronto$/);

  // The answers persist: the wizard starts from them and "Clear all" empties the list's filters.
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(page.getByLabel('Job category')).toHaveValue('web-developer');
  await expect(page.getByLabel('3 to 5 years')).toBeChecked();
  await page.goto('/job-opportunities');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'openings' })).toHaveText('7 openings');
});

test('the page is sent with stand-ins for the form controls until the wizard can work', async ({
  browser,
  request,
}) => {
  await expectStandInsForControls(browser, request, {
    path: '/work-in-canada',
    form: 'form.wizard',
    standIns: 2,
  });
  const page = await browser.newPage();
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(page.locator('.radio-stand-in')).toHaveCount(0);
  await expect(page.getByLabel('0 to 2 years')).toBeEnabled();
  await page.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard says it needs JavaScript and links to the openings', async ({ page }) => {
    await page.goto('/work-in-canada');
    // Playwright's text locators skip <noscript>, whose content shows here.
    const notice = page.locator('.wizard-noscript');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('These questions need JavaScript');
    await notice.locator('a').click();
    await expect(page).toHaveURL(/\/job-opportunities$/);
  });
});

test('answers stored by the original site (version 1 keys) are migrated once and filter the list', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'root',
      JSON.stringify({
        state: {
          user: { loggedIn: false, profile: null },
          jobrole: { category: 'web-developer', title: 'frontend-developer', experience: '' },
          job_presence: 'remote',
          committment: null,
          job_location: null,
          job: null,
          business: null,
        },
        version: 1,
      }),
    );
  });
  await page.goto('/job-opportunities');
  const filters = page.getByRole('list', { name: 'Your answers' });
  await expect(filters).toContainText('Job title: Front-end developer');
  await expect(filters).toContainText('Presence: Remote');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(stored.version).toBe(2);
  expect(Object.keys(stored.state).sort()).toEqual(['answers', 'business', 'job', 'profile']);
  expect(stored.state.answers).toMatchObject({ title: 'frontend-developer', presence: 'remote' });
});
