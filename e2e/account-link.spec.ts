import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newMember } from './support/members';

// Sign-in hashes a password and the members area renders per request; give them time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const accountLink = (page: Page) => page.locator('a.account-link');

/** A member made and confirmed through the route handlers, signed out again so the test can sign in. */
async function signedOutMember(page: Page, baseURL: string) {
  const member = await newMember(page.request, baseURL, 'marker');
  await page.context().clearCookies();
  return member;
}

test('the header offers "My account" on public pages while signed in', async ({
  page,
  baseURL,
}) => {
  const member = await signedOutMember(page, baseURL!);
  // Prerendered for everyone: the HTML itself never names an account.
  const html = await (await page.request.get('/services')).text();
  expect(html).toContain('Community login');
  expect(html).not.toContain('My account');

  await page.goto('/community-login');
  await page.getByPlaceholder('Email id').fill(member.email);
  await page.getByPlaceholder('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/community$/);

  await page.goto('/services');
  const mine = page.getByRole('link', { name: 'My account' });
  await expect(mine).toBeVisible();
  await expect(mine).toHaveAttribute('href', '/community');

  await mine.click();
  await expect(page).toHaveURL(/\/community$/);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/community-login$/);
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: 'Community login' })).toBeVisible();
  await expect(accountLink(page)).toHaveText('Community login');
});

test('a marker without a live session is forgotten on the first portal page', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
  await page.goto('/services');
  await expect(accountLink(page)).toHaveText('My account');

  await accountLink(page).click();
  await expect(page).toHaveURL(/\/community-login\?next=%2Fcommunity$/);
  await expect(accountLink(page)).toHaveText('Community login');
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('signed_in');
});
