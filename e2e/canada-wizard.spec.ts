import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, holdScripts } from './helpers';

const heading = (page: Page) => page.locator('.wizard-heading');
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: 'openings' });
const cards = (page: Page) => page.locator('.job-card');
const filters = (page: Page) => page.getByRole('list', { name: 'Your answers' });

/** The jobs are all in Canada: step 4 asks where in Canada, from the provinces and territories. */
const provinces = [
  'Anywhere in Canada',
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Northwest Territories',
  'Nova Scotia',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
];

test('step 4’s city list loads once the visitor is in the wizard, not with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // A phone: the step's two lists fit it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  const withPage = scripts.length;
  await page.getByLabel('Job category').focus();
  // One script more, for the city list, fetched on the first focus and before step 4 is reached.
  await expect.poll(() => scripts.length).toBeGreaterThan(withPage);
  await page.getByLabel('Job category').selectOption({ label: 'Project management' });
  await page.getByLabel('Job title').selectOption({ label: 'Project manager' });
  await page.getByLabel('6 to 10 years').check();
  for (const choice of ['Hybrid', 'Full time']) {
    await next(page).click();
    await page.getByLabel(choice, { exact: true }).check();
  }
  await next(page).click();
  await expect(heading(page)).toHaveText(/Step 4 of 4\s*Preferred location/);
  await expect(page.getByLabel('Country')).toHaveCount(0);
  await expect(page.getByLabel('Province or territory').locator('option')).toHaveText(provinces);
  await page.getByLabel('Province or territory').selectOption({ label: 'Alberta' });
  await expect(
    page.getByLabel('City (optional)').locator('option', { hasText: 'Edmonton' }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
});

test('the wizard steps forward and back, keeps answers, and its answers filter the job list', async ({
  page,
}) => {
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(heading(page)).toHaveText(/Step 1 of 4\s*Job role and experience/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoAxeViolations(page);

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
  await page.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
  await page.getByRole('button', { name: 'Submit' }).click();

  // The answers travel in the URL, so the list is filtered by the server and can be shared.
  await expect(page).toHaveURL(
    /\/job-opportunities\?category=web-developer&title=frontend-developer&experience=3-5&presence=remote&commitment=full-time&country=CA&state=ON$/,
  );
  await expect(page.getByRole('heading', { name: 'Featured Job Opportunities' })).toBeVisible();
  await expect(page.getByText('No openings match all your answers')).toBeVisible();
  await expect(count(page)).toHaveText('0 of 7 openings match your answers');
  await expect(page.getByText('Location: Ontario, Canada', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Remove presence: Remote' }).click();
  await expect(count(page)).toHaveText('1 of 7 openings match your answers');
  await expect(page).not.toHaveURL(/presence=/);
  await expect(page.getByRole('link', { name: 'Front-end Developer (React)' })).toBeVisible();

  await page.getByRole('link', { name: /Remove filter Location/ }).click();
  await expect(page.getByText(/^Location:/)).toHaveCount(0);
  await expect(page).not.toHaveURL(/country=/);

  await page.getByRole('link', { name: 'Front-end Developer (React)' }).click();
  await expect(page).toHaveURL(/\/job-detail-page\/frontend-developer-toronto$/);
  await page.goto('/job-detail-page');
  await expect(page).toHaveURL(/\/job-detail-page\/frontend-developer-toronto$/);

  // The answers persist: the wizard starts from them, the bare list applies them, and "Clear
  // all" empties the list's filters.
  await page.goto('/work-in-canada');
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(page.getByLabel('Job category')).toHaveValue('web-developer');
  await expect(page.getByLabel('3 to 5 years')).toBeChecked();
  await page.goto('/job-opportunities');
  await expect(filters(page)).toContainText('Job title: Front-end developer');
  await expect(filters(page)).not.toContainText('Presence');
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(count(page)).toHaveText('7 openings');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').state?.answers),
    )
    .toMatchObject({ category: '', presence: '', country: '' });
});

test('a shared job list link filters, wins over stored answers and is stored', async ({ page }) => {
  await page.goto('/job-opportunities?category=web-developer&commitment=part-time');
  await expect(count(page)).toHaveText('1 of 7 openings match your answers');
  await page.goto('/job-opportunities?category=project-management&presence=hybrid&colour=blue');
  await expect(count(page)).toHaveText('2 of 7 openings match your answers');
  await expect(cards(page)).toHaveCount(2);
  await expect(filters(page)).toContainText('Category: Project management');
  await expect(filters(page)).toContainText('Presence: Hybrid');
  await expect(filters(page)).not.toContainText('Commitment');
  await expectNoAxeViolations(page);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').state?.answers),
    )
    .toMatchObject({ category: 'project-management', presence: 'hybrid', commitment: '' });

  await page.goto('/job-opportunities');
  await expect(count(page)).toHaveText('2 of 7 openings match your answers');
  await page.goto('/job-opportunities?presence=nowhere');
  await expect(count(page)).toHaveText('2 of 7 openings match your answers');
});

test('what a visitor chooses before the scripts arrive is kept', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/work-in-canada', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Job category').selectOption({ label: 'Project management' });
  await page.getByLabel('6 to 10 years').check();
  // A later step's answer too: the one form holds every question.
  await page.getByLabel('Hybrid').check();
  release();
  await page.locator('form.wizard[data-ready]').waitFor();
  await expect(heading(page)).toHaveText(/Step 1 of 4/);
  await expect(page.getByLabel('Job category')).toHaveValue('project-management');
  await expect(page.getByLabel('6 to 10 years')).toBeChecked();
  await page.getByLabel('Job title').selectOption({ label: 'Project manager' });
  await next(page).click();
  await expect(heading(page)).toHaveText(/Step 2 of 4/);
  await expect(page.getByLabel('Hybrid')).toBeChecked();
});

test('the one form and the filtered list sent before the scripts run have no axe violations', async ({
  page,
}) => {
  // axe runs as a script, so the page keeps JavaScript but never gets the site's own.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto('/work-in-canada');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/job-opportunities?category=project-management&experience=3-5&country=CA');
  await expect(filters(page)).toContainText('Experience: 3 to 5 years');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wizard is one form whose answers filter the job list, and filters come off by links', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/work-in-canada')).text();
    expect(html).toMatch(/<form[^>]*action="\/job-opportunities"/);
    expect(html).not.toContain('need JavaScript');

    await page.goto('/work-in-canada');
    const form = page.locator('form.wizard');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await page.getByLabel('Job category').selectOption({ label: 'Project management' });
    // Titles are grouped by category, since the list cannot follow the category without scripts.
    await expect(
      page.getByLabel('Job title').locator('optgroup[label="Web development"] option'),
    ).toHaveCount(2);
    await page.getByLabel('Job title').selectOption({ label: 'Project manager' });
    await page.getByLabel('3 to 5 years').check();
    await page.getByLabel('Hybrid').check();
    await page.getByLabel('Full time', { exact: true }).check();
    await expect(page.getByLabel('Country')).toHaveCount(0);
    await expect(page.getByLabel('Province or territory').locator('option')).toHaveText(provinces);
    await page.getByLabel('Province or territory').selectOption({ label: 'Saskatchewan' });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/job-opportunities\?category=project-management&title=/);
    await expect(count(page)).toHaveText('0 of 7 openings match your answers');
    await expect(filters(page)).toContainText('Experience: 3 to 5 years');
    await expect(filters(page)).toContainText('Location: Saskatchewan, Canada');
    await expect(page.getByText('No openings match all your answers')).toBeVisible();

    await page.getByRole('link', { name: 'Remove commitment: Full time' }).click();
    await expect(count(page)).toHaveText('1 of 7 openings match your answers');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Project Manager (part time)');

    await page.getByRole('link', { name: /Remove filter Location/ }).click();
    await page.getByRole('link', { name: 'Remove filter Experience: 3 to 5 years' }).click();
    await expect(count(page)).toHaveText('2 of 7 openings match your answers');
    await expect(
      page.getByRole('link', { name: 'Junior Project Coordinator (bilingual)' }),
    ).toBeVisible();
    await expect(filters(page)).not.toContainText('Experience');

    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/job-opportunities$/);
    await expect(count(page)).toHaveText('7 openings');
  });

  test('a state typed by name filters too', async ({ page }) => {
    // The Toronto opening, and the two remote ones open to applicants in Canada.
    await page.goto('/job-opportunities?country=CA&state=ontario');
    await expect(count(page)).toHaveText('3 of 7 openings match your answers');
    await expect(filters(page)).toContainText('Location: Ontario, Canada');
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
  await expect(filters(page)).toContainText('Job title: Front-end developer');
  await expect(filters(page)).toContainText('Presence: Remote');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(stored.version).toBe(3);
  expect(Object.keys(stored.state).sort()).toEqual(['answers', 'business', 'job']);
  expect(stored.state.answers).toMatchObject({ title: 'frontend-developer', presence: 'remote' });
});
