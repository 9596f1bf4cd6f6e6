import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, headerLink, holdScripts } from './helpers';

const cards = (page: Page) => page.locator('.business-card');
const search = (page: Page) =>
  page.getByLabel('Search by category, name, price, location or sale type');

test('the search text and both selects filter together, live in the URL, and Back restores them', async ({
  page,
}) => {
  await page.goto('/business-search');
  await expect(cards(page)).toHaveCount(8);

  await search(page).fill('HOTEL');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'businesses' })).toHaveText(
    '1 of 8 businesses match “HOTEL”',
  );
  await expect(page).toHaveURL(/\/business-search\?q=HOTEL$/);
  await search(page).fill('');

  await page.getByLabel('Location', { exact: true }).selectOption('Saskatchewan');
  await expect(cards(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\?location=Saskatchewan$/);
  await page.getByLabel('Category', { exact: true }).selectOption('Restaurant');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('CA$5,000');
  await expect(page).toHaveURL(/\?category=Restaurant&location=Saskatchewan$/);

  // Back goes to the search before the last choice, and a shared link opens the same search.
  await page.goBack();
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Saskatchewan');
  await expect(cards(page)).toHaveCount(2);
  await page.goto('/business-search?category=Restaurant&location=Saskatchewan');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Restaurant');
  await expectNoAxeViolations(page);

  await search(page).fill('submarine');
  await expect(
    page.getByRole('heading', { name: /^No businesses match “submarine”/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Clear the search' }).click();
  await expect(cards(page)).toHaveCount(8);
  await expect(page).toHaveURL(/\/business-search$/);

  await page.getByRole('link', { name: 'Lakeside hotel, 18 rooms' }).click();
  await expect(page).toHaveURL(/\/business-details-page\/lakeside-hotel-ontario$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lakeside hotel, 18 rooms');
  await expect(page.getByText('CA$15,000')).toBeVisible();
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

test('the Location list names the provinces with listings, and a listing leads back to the same search', async ({
  page,
}) => {
  await page.goto('/');
  await headerLink(page, 'Businesses for Sale').click();
  const location = page.getByLabel('Location', { exact: true });
  await expect(location.locator('option')).toHaveText([
    'Any location',
    'Manitoba',
    'Ontario',
    'Prince Edward Island',
    'Quebec',
    'Saskatchewan',
  ]);
  await location.selectOption('Ontario');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Lakeside hotel, 18 rooms');
  // The seed's Prince Albert restaurant is found under its province, and by its town's name.
  await location.selectOption('Saskatchewan');
  await search(page).fill('prince albert');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Family restaurant on Central Avenue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Family restaurant on Central Avenue',
  );
  await page.getByRole('link', { name: 'Back to the business search' }).click();
  await expect(page).toHaveURL(/\/business-search\?q=prince\+albert&location=Saskatchewan$/);
  await expect(search(page)).toHaveValue('prince albert');
  await expect(location).toHaveValue('Saskatchewan');
  await expect(cards(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('prices are written one way, and a price typed as shown finds its listing', async ({
  page,
}) => {
  await page.goto('/job-opportunities');
  const salary = await page.locator('.job-card').first().getByText(/^CA\$/).first().textContent();
  // One way: the currency, no space, thousands with commas, no cents (as the jobs' pay).
  expect(salary).toMatch(/^CA\$\d{1,3}(,\d{3})* to CA\$\d{1,3}(,\d{3})* (a year|an hour)$/);
  await headerLink(page, 'Businesses for Sale').click();
  const store = cards(page).filter({ hasText: 'Neighbourhood convenience store' });
  const price = (await store.locator('.business-price').textContent())!;
  expect(price).toBe('CA$95,000');
  for (const shown of await cards(page).locator('.business-price').allTextContents())
    expect(shown).toMatch(/^CA\$\d{1,3}(,\d{3})*$/);
  await search(page).fill(price);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Neighbourhood convenience store');
  // As it was written before, with a space and cents: still found.
  await search(page).fill('CA$ 95,000.00');
  await expect(cards(page)).toHaveCount(1);
  await store.getByRole('link').click();
  await expect(page.locator('.price')).toHaveText('CA$95,000');
});

test('what a visitor types before the scripts arrive is kept and applied', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/business-search', { waitUntil: 'domcontentloaded' });
  await search(page).fill('hotel');
  await page.getByLabel('Location', { exact: true }).selectOption('Quebec');
  release();
  await expect(page).toHaveURL(/\?q=hotel&location=Quebec$/);
  await expect(search(page)).toHaveValue('hotel');
  await expect(page.getByRole('status').filter({ hasText: 'businesses' })).toHaveText(
    '0 of 8 businesses match “hotel” in Quebec',
  );
});

test('a search typed before the scripts arrive can be cleared and changed after', async ({
  page,
}) => {
  // The scripts start after the first paint: a quick visitor types before they run.
  const release = await holdScripts(page);
  await page.goto('/business-search', { waitUntil: 'domcontentloaded' });
  await search(page).fill('HOTEL');
  release();
  await expect(page).toHaveURL(/\?q=HOTEL$/);
  await expect(cards(page)).toHaveCount(1);
  await page.waitForFunction(() => (window as { next?: unknown }).next !== undefined);

  await search(page).fill('');
  await expect(cards(page)).toHaveCount(8);
  await expect(search(page)).toHaveValue('');
  await page.getByLabel('Location', { exact: true }).selectOption('Saskatchewan');
  await expect(cards(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\/business-search\?location=Saskatchewan$/);
  await expect(search(page)).toHaveValue('');
});

/**
 * As a visitor does it: type, open a listing from the results, press Back; then a reload. The
 * search comes back each time, in the box and in the list (issue 23 found an empty box here).
 */
async function typeOpenAndGoBack(page: Page, javaScript: boolean) {
  await page.goto('/business-search');
  if (javaScript) await page.waitForLoadState('networkidle');
  await search(page).fill('hotel');
  if (!javaScript) await page.getByRole('button', { name: 'Search' }).click();
  // Without JavaScript the form also sends its empty selects.
  await expect(page).toHaveURL(/\/business-search\?q=hotel(&|$)/);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Lakeside hotel, 18 rooms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lakeside hotel, 18 rooms');
  await page.goBack();
  await expect(page).toHaveURL(/\/business-search\?q=hotel(&|$)/);
  await expect(search(page)).toHaveValue('hotel');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'businesses' })).toHaveText(
    '1 of 8 businesses match “hotel”',
  );
  await page.reload();
  await expect(search(page)).toHaveValue('hotel');
  await expect(cards(page)).toHaveCount(1);
}

test('typing a search, opening a listing and pressing Back shows the same search', ({ page }) =>
  typeOpenAndGoBack(page, true));

test('a search with a trailing space keeps it while typing', async ({ page }) => {
  await page.goto('/business-search');
  await page.waitForLoadState('networkidle');
  await search(page).pressSequentially('lakeside hotel', { delay: 30 });
  await expect(search(page)).toHaveValue('lakeside hotel');
  await expect(cards(page)).toHaveCount(1);
});

test('the bare details route points to the search when nothing was chosen', async ({ page }) => {
  await page.goto('/business-details-page');
  await expect(page.getByText('No business has been chosen yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search businesses' })).toHaveAttribute(
    'href',
    '/business-search',
  );
});

test("each card shows its listing's logo, drawn in the page, and it follows the search", async ({
  page,
}) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto('/business-search');
  await expect(cards(page)).toHaveCount(8);
  for (const card of await cards(page).all()) {
    const logo = card.locator('svg[aria-hidden="true"]');
    await expect(logo).toBeVisible();
    expect(await logo.boundingBox()).toMatchObject({ width: 64, height: 64 });
  }
  await expect(page.getByRole('banner').locator('a[href="/"] svg')).toBeVisible();
  // No image is fetched for them: the drawings are in the page.
  expect(images.filter((path) => path.startsWith('/images/'))).toEqual([]);

  // The hotel's card keeps the hotel's drawing (its bed) once the others are filtered away.
  const hotel = await cards(page).filter({ hasText: 'Lakeside hotel' }).locator('svg').innerHTML();
  await search(page).fill('hotel');
  await expect(cards(page)).toHaveCount(1);
  expect(await cards(page).locator('svg').innerHTML()).toBe(hotel);
  expect(hotel).toContain('M22 72V30h52v42');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form filters on the server, and clearing it shows every listing', async ({
    page,
  }) => {
    await page.goto('/business-search');
    await expect(cards(page)).toHaveCount(8);
    await search(page).fill('hotel');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/business-search\?q=hotel/);
    await expect(cards(page)).toHaveCount(1);

    await search(page).fill('');
    await page.getByLabel('Category', { exact: true }).selectOption('Restaurant');
    await page.getByLabel('Location', { exact: true }).selectOption('Saskatchewan');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Family restaurant on Central Avenue');
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Saskatchewan');

    await page.goto('/business-search?q=submarine');
    await page.getByRole('link', { name: 'Clear the search' }).click();
    await expect(cards(page)).toHaveCount(8);
  });

  test('a search, a listing and Back: the same search', ({ page }) =>
    typeOpenAndGoBack(page, false));

  test('odd search parameters are ignored, never an error', async ({ page }) => {
    for (const query of ['?category=Nope&location=%00', '?q=%E0%A4%A', `?q=${'x'.repeat(3000)}`]) {
      const response = await page.goto(`/business-search${query}`);
      expect(response?.status(), query).toBe(200);
    }
  });
});
