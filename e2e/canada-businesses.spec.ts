import { expect, test, type Page } from '@playwright/test';
import { expectStandInsForControls } from './helpers';

const cards = (page: Page) => page.locator('.business-card');
const search = (page: Page) =>
  page.getByLabel('Search by category, name, price, location or sale type');

test('the search text, both selects, the empty state, and a card to its details and back', async ({
  page,
}) => {
  await page.goto('/business-search');
  await page.locator('form[data-ready]').waitFor();
  await expect(cards(page)).toHaveCount(8);

  await search(page).fill('HOTEL');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'businesses' })).toHaveText(
    '1 of 8 businesses match “HOTEL”',
  );

  await page.getByLabel('Category', { exact: true }).selectOption('Restaurant');
  await expect(search(page)).toHaveValue('Restaurant');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('CA$ 5,000.00');

  await page.getByLabel('Location', { exact: true }).selectOption('Saskatchewan');
  await expect(search(page)).toHaveValue('Saskatchewan');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
  await expect(cards(page)).toHaveCount(2);

  await search(page).fill('submarine');
  await expect(
    page.getByRole('heading', { name: 'No businesses match “submarine”' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(cards(page)).toHaveCount(8);

  await page.getByRole('link', { name: 'Lakeside hotel, 18 rooms' }).click();
  await expect(page).toHaveURL(/\/business-details-page\/lakeside-hotel-ontario$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lakeside hotel, 18 rooms');
  await expect(page.getByText('CA$ 15,000.00')).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code for Lakeside hotel, 18 rooms' });
  await expect(qr).toHaveAttribute('width', '256');
  await page.goBack();
  await expect(page).toHaveURL(/\/business-search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Search and invest in businesses in Canada',
  );

  // The chosen listing is kept: the bare details route opens it.
  await page.goto('/business-details-page');
  await expect(page).toHaveURL(/\/business-details-page\/lakeside-hotel-ontario$/);
});

test('the bare details route points to the search when nothing was chosen', async ({ page }) => {
  await page.goto('/business-details-page');
  await expect(page.getByText('No business has been chosen yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search businesses' })).toHaveAttribute(
    'href',
    '/business-search',
  );
});

test('the page is sent with stand-ins for the search controls until they work', async ({
  browser,
  request,
}) => {
  await expectStandInsForControls(browser, request, {
    path: '/business-search',
    form: 'form.business-filters',
    standIns: 3,
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every listing shows, and a notice says searching needs JavaScript', async ({ page }) => {
    await page.goto('/business-search');
    await expect(cards(page)).toHaveCount(8);
    // Playwright's text locators skip <noscript>, whose content shows here.
    await expect(page.locator('.business-noscript')).toContainText('Searching needs JavaScript');
  });
});
