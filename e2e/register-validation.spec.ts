/**
 * Registration checks its fields in the browser with the shared schema, but that check (zod, the
 * schema, the phone numbering plans) is not part of the page: it loads when the visitor starts on
 * the form, and refuses what is wrong before anything is posted.
 */
import { expect, test } from '@playwright/test';
import { holdScripts } from './helpers';

test('the check loads on the first focus and refuses a bad phone number without a post', async ({
  page,
}) => {
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/community-register');
  await page.locator('[data-form][data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  const withPage = scripts.length;

  await page.getByLabel('First name').focus();
  // One script more, fetched for the check, and nothing before the visitor came to the form.
  await expect.poll(() => scripts.length).toBeGreaterThan(withPage);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Phone number country').selectOption('NG');
  await page.getByLabel('Phone number', { exact: true }).fill('0803 123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#register-phone-error')).toHaveText('Phone number is too short');
  await expect(page.locator('#register-lastName-error')).toHaveText('Enter your last name');
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  expect(posts).toEqual([]);
});

test('the location lists load on the first focus, and the selects drawn with the page stay', async ({
  page,
}) => {
  // Which scripts carry the lists' fetcher (its route's address is in its code).
  const fetchers: boolean[] = [];
  let scripts = 0;
  const lists: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts += 1;
      fetchers.push((await response.text()).includes('/api/locations/countries'));
    }
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/locations/')) lists.push(request.url());
  });
  await page.goto('/community-register');
  // The page's scripts have run (they start at the first paint) and every one's body is read.
  await page.locator('[data-form][data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => fetchers.length).toBe(scripts);
  expect(scripts).toBeGreaterThan(0);
  expect(fetchers.filter(Boolean)).toHaveLength(0);
  const country = page.getByLabel('Country', { exact: true });
  const drawn = await country.elementHandle();

  // The visitor's first focus is the country itself: it is chosen while its code arrives.
  await country.focus();
  await country.selectOption('NG');
  await expect.poll(() => fetchers.filter(Boolean).length).toBe(1);
  await expect(page.locator('#register-state option[value="RI"]')).toHaveCount(1);
  await page.getByLabel('State').selectOption('RI');
  await expect(page.locator('#register-city option[value="Port Harcourt"]')).toHaveCount(1);
  await page.getByLabel('City').selectOption('Port Harcourt');

  expect(
    await drawn?.evaluate((select: HTMLSelectElement) => [select.isConnected, select.value]),
  ).toEqual([true, 'NG']);
  expect(lists.some((url) => url.endsWith('/countries/NG/states'))).toBe(true);
  await expect(page.getByText('The location lists could not be loaded')).toHaveCount(0);
});

test('what a visitor typed and chose before the scripts arrived is kept and checked with the rest', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const release = await holdScripts(page);
  await page.goto('/community-register', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Phone number country').selectOption('NG');
  await page.getByLabel('Country', { exact: true }).selectOption('NG');
  release();
  // The scripts have taken the form over (until then the browser would post it itself).
  await page.locator('[data-form][data-ready]').waitFor();
  const register = page.getByRole('button', { name: 'Register' });
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Phone number country')).toHaveValue('NG');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('NG');

  await page.getByLabel('Last name').fill('Obi');
  await register.click();
  // Checked in the browser with what came early: only what is still missing is named.
  await expect(page.locator('#register-username-error')).toHaveText(
    'Username must be at least 3 characters',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  for (const field of ['firstName', 'lastName', 'phoneCountry', 'country']) {
    await expect(page.locator(`#register-${field}-error`)).toHaveCount(0);
  }
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  expect(posts).toEqual([]);
});

test('a state chosen before the scripts arrive, from the lists a refusal brought, is kept', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/community-register', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Country', { exact: true }).selectOption('NG');
  // Sent before the scripts run: the browser posts the form, the server's refusal brings the
  // country's states.
  // (Not waitForURL: the address does not change, and the page's load waits for the scripts
  // held back, once its first paint has asked for them.)
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/community-register'),
  );
  await page.getByRole('button', { name: 'Register' }).click({ noWaitAfter: true });
  await refused;
  await expect(page.locator('#register-state option[value="RI"]')).toHaveCount(1);
  await page.getByLabel('State').selectOption('RI');
  release();
  await page.locator('[data-form][data-ready]').waitFor();
  await page.getByLabel('First name').focus();
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('NG');
  await expect(page.getByLabel('State')).toHaveValue('RI');
  await expect(page.locator('#register-city option[value="Port Harcourt"]')).toHaveCount(1);
});
