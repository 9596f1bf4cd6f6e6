import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ready } from './support/form-checks';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';
import { linkMailedTo } from './support/members';
import { scriptSources } from '../scripts/js-bytes.mjs';

// Registration and sign-in hash passwords and render a dynamic page; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

function uniqueMember() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `ada_${id}`,
    email: `ada.${id}@example.com`,
    password: 'correct horse battery',
  };
}

async function register(
  page: Page,
  member: ReturnType<typeof uniqueMember>,
  { gender = 'female' }: { gender?: string } = {},
) {
  await page.goto('/community-register');
  await ready(page, true);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('E-mail').fill(member.email);
  if (gender) await page.getByLabel('Gender').selectOption(gender);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  // Cascading selectors: each list arrives from the server once the level above is chosen.
  await expect(page.locator('#register-country option[value="NG"]')).toHaveCount(1);
  await page.getByLabel('Country', { exact: true }).selectOption('NG');
  await expect(page.locator('#register-state option[value="RI"]')).toHaveCount(1);
  await page.getByLabel('State').selectOption('RI');
  await expect(page.locator('#register-city option[value="Port Harcourt"]')).toHaveCount(1);
  await page.getByLabel('City').selectOption('Port Harcourt');
  // The phone's country followed the chosen country.
  await expect(page.getByLabel('Phone number country')).toHaveValue('NG');
  await page.getByLabel('Phone number', { exact: true }).fill('0803 123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('#register-phone-error')).toHaveText('Phone number is too short');
  await page.getByLabel('Phone number', { exact: true }).fill('0803 123 4567');
  await page.getByRole('button', { name: 'Register' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await ready(page, true);
  await page.getByPlaceholder('Email id').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The form gives way to "check your inbox"; the mailed link's page and button sign in. */
async function confirmFromInbox(page: Page, member: { email: string; password: string }) {
  const inbox = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(inbox).toBeFocused();
  await page.goto(await linkMailedTo(member.email, '/community-confirm'));
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page).toHaveURL(/\/community$/);
}

test('register, sign out, wrong password, sign in, reset the password, sign in again', async ({
  page,
}) => {
  const member = uniqueMember();
  // Hold the answer back a little so the pending state can be seen.
  await page.route('**/community-register', async (route) => {
    if (route.request().method() === 'POST') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await route.continue();
  });
  await register(page, member);
  await expect(page.getByRole('button', { name: 'Registering user...' })).toBeVisible();

  await confirmFromInbox(page, member);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');
  await expect(page.getByText('Port Harcourt, Rivers, Nigeria')).toBeVisible();
  await expect(page.locator('a.account-link')).toHaveText('My account');

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/community-login$/);
  await expect(page.locator('a.account-link')).toHaveText('Community login');

  await logIn(page, member.email, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();

  await logIn(page, member.email.toUpperCase(), member.password);
  await expect(page).toHaveURL(/\/community$/);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/community-login$/);

  await page.getByRole('link', { name: 'Reset password' }).click();
  // The login page has an E-mail field too: wait until the reset page is the one showing.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset password');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we have sent it a link' }),
  ).toBeVisible();

  await page.goto(await linkMailedTo(member.email, '/community-reset-password'));
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/community-login\?reset=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'password has been changed' }),
  ).toBeVisible();
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  await logIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/community$/);
});

test('someone who will not or cannot choose a gender joins all the same', async ({ page }) => {
  const member = uniqueMember();
  await page.goto('/community-register');
  await expect(page.getByLabel(/Gender/)).toHaveValue('');
  await expect(page.getByLabel(/Gender/).locator('option')).toHaveText([
    'Prefer not to say',
    'Female',
    'Male',
    'Another gender',
  ]);
  await register(page, member, { gender: '' });
  await confirmFromInbox(page, member);
  await expect(page.getByText('Not given')).toBeVisible();
  // On a phone the address has the line to itself, under its name, and breaks only at its @.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  const term = await page.locator('dt', { hasText: 'E-mail' }).boundingBox();
  const value = page.locator('dt:has-text("E-mail") + dd');
  const box = await value.boundingBox();
  expect(box!.y).toBeGreaterThan(term!.y);
  expect(Math.abs(box!.x - term!.x)).toBeLessThan(2);
  await expect(value.locator('wbr')).not.toHaveCount(0);
});

test('registration names a bad e-mail and different passwords in the same submit', async ({
  page,
}) => {
  await page.goto('/community-register');
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battrey');
  await page.getByRole('button', { name: 'Register' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter a valid e-mail address');
  await expect(summary).toContainText('Passwords do not match');
  await expect(page.locator('#register-email-error')).toHaveText(
    'Enter a valid e-mail address, like name@example.com',
  );
  await expect(page.locator('#register-confirmPassword-error')).toHaveText(
    'Passwords do not match',
  );
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
});

test('the members area sends a visitor without a session to the login and back', async ({
  page,
}) => {
  const member = uniqueMember();
  await register(page, member);
  await confirmFromInbox(page, member);
  await page.context().clearCookies();
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community-login\?next=%2Fcommunity$/);
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/community$/);
});

test('opening the link spends nothing; the button does, once; an unconfirmed sign-in gets a fresh link', async ({
  page,
}) => {
  const member = uniqueMember();
  await register(page, member);
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();
  const first = await linkMailedTo(member.email, '/community-confirm');

  // A mail scanner opening the link: the page answers, the link stays good.
  expect((await page.request.get(first)).status()).toBe(200);
  await page.goto('/community-login');
  await logIn(page, member.email, member.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address first' }),
  ).toBeVisible();
  await expect.poll(() => linkMailedTo(member.email, '/community-confirm')).not.toBe(first);
  const fresh = await linkMailedTo(member.email, '/community-confirm');

  await page.goto(fresh);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');

  // Both links are spent now: the page says so and offers the ways forward.
  await page.context().clearCookies();
  for (const link of [fresh, first]) {
    await page.goto(link);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'expired or has already been used' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset password' })).toBeVisible();
  }
});

test('the login form says so when the server cannot be reached, and keeps the address', async ({
  page,
}) => {
  await page.goto('/community-login');
  await ready(page, true);
  await page.route('**/community-login', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await logIn(page, 'someone@example.com', 'whatever-it-is');
  const refusal = page.getByRole('alert').filter({ hasText: 'Network error, try again!' });
  await expect(refusal).toBeFocused();
  await expect(page.getByPlaceholder('Email id')).toHaveValue('someone@example.com');
  await expect(page.getByPlaceholder('Password')).toHaveValue('');
});

for (const width of [390, 1440]) {
  test(`portal pages have no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const check = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations, `${path} at ${width}px`).toEqual([]);
    };
    await check('/community-login');
    await check('/community-reset-password');
    await check('/community-reset-password?token=abcdefghijklmnopqrstuvwxyz012345');
    // The registration page with its error list showing.
    await check('/community-register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    const withErrors = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(withErrors.violations).toEqual([]);

    const member = uniqueMember();
    await register(page, member);
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.goto(await linkMailedTo(member.email, '/community-confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await check('/community');
  });
}

// Their JavaScript budgets are checked with every other route's in budgets.spec.ts.
test('portal pages never ship the location dataset to the browser', async ({ request }) => {
  for (const path of ['/community-login', '/community-register', '/community-reset-password']) {
    const response = await request.get(path);
    const sources = scriptSources(await response.text(), response.url());
    expect(sources.length, `${path} names its scripts`).toBeGreaterThan(3);
    for (const src of sources) {
      const body = await (await request.get(src)).body();
      // A city of the dataset: the lists come from the route handlers, one at a time.
      expect(body.includes('Rumuokoro'), `${src} holds the location dataset`).toBe(false);
    }
  }
});

test.describe('before JavaScript has loaded', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts itself, so a password never lands in the address bar', async ({
    page,
  }) => {
    await page.goto('/community-login');
    await page.getByPlaceholder('Email id').fill('member@example.com');
    await page.getByPlaceholder('Password').fill('correct horse battery');
    await page.getByPlaceholder('Password').press('Enter');
    // No such account: the page comes back with the reason, the address as it was.
    await expect(page.getByText('That e-mail address and password do not match')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/community-login');
    expect(page.url()).not.toContain('correct');
  });
});

test('the mailed confirmation link works without JavaScript, and a spent one says so', async ({
  page,
  browser,
}) => {
  const member = uniqueMember();
  await register(page, member);
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  const link = await linkMailedTo(member.email, '/community-confirm');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(link);
  await noScript.getByLabel('Password').fill(member.password);
  await noScript.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(noScript).toHaveURL(/\/community$/);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');

  await context.clearCookies();
  await noScript.goto(link);
  await noScript.getByLabel('Password').fill(member.password);
  await noScript.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    noScript.getByRole('alert').filter({ hasText: 'expired or has already been used' }),
  ).toBeFocused();
  await expect(noScript.getByRole('link', { name: 'Reset password' })).toBeVisible();
  await context.close();
  // axe needs scripts in the page: check the same state in the ordinary context.
  await page.context().clearCookies();
  await page.goto(link);
  await ready(page, true);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'expired or has already been used' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
