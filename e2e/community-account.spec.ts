/**
 * What a member does with what they sent and with their account, in the members area:
 * withdraw an application (with and without JavaScript), change the password (other sessions
 * end), delete the account (it cannot sign in again); and, without JavaScript, the portal's
 * forms one after another: sign in, change the password, sign out everywhere, reset it, delete.
 */
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { ready } from './support/form-checks';
import path from 'node:path';
import { linkMailedTo, newMember, newMemberForm } from './support/members';
import { postPageForm } from './support/page-forms';
import { JOB_PATH, sendJobApplication as apply, signInMember as login } from './support/site-forms';

// Registration and sign-in hash passwords and render a dynamic page; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = 'a different horse battery';

async function withdraw(page: Page, reference: string, js: boolean) {
  await page.goto('/community');
  await ready(page, js);
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByRole('definition').nth(2)).toHaveText('Received');
  await item.getByText('Withdraw this application').click();
  await item.getByRole('button', { name: `Yes, withdraw ${reference}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${reference} has been withdrawn.`);
  const after = page.getByRole('listitem').filter({ hasText: reference });
  await expect(after.getByRole('definition').nth(2)).toHaveText('Withdrawn');
  await expect(after.locator('summary')).toHaveCount(0);
}

test('a member withdraws an application they sent while signed in', async ({ page, baseURL }) => {
  await newMember(page.request, baseURL!, 'withdraw');
  const reference = await apply(page.request, baseURL!);
  await withdraw(page, reference, true);
  await expectNoAxeViolations(page);
});

test('what an address sent before it registered is its member’s once confirmed: the application, its job, a withdraw button', async ({
  page,
  baseURL,
}) => {
  const form = newMemberForm('before');
  await page.goto(JOB_PATH);
  await page.locator('summary', { hasText: 'Apply' }).click();
  await page.getByLabel('Your name').fill('Ada Okafor');
  await page.getByLabel('E-mail address').fill(form.email);
  await page.getByLabel('Phone number').fill('+234 803 123 4567');
  await page.getByLabel('Upload your CV').setInputFiles(path.join(__dirname, 'fixtures/cv.pdf'));
  await page.getByRole('button', { name: 'Send application' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'your application has been sent' });
  const reference = (await thanks.textContent())?.match(/\b[0-9A-F]{8}\b/)?.[0];
  expect(reference).toBeDefined();

  // Then the same person registers with that address and confirms it from the mailed link.
  const registered = await postPageForm(page.request, '/community-register', form, {
    origin: baseURL!,
  });
  expect(await registered.text()).toContain('Check your inbox');
  await page.goto(await linkMailedTo(form.email, '/community-confirm'));
  await page.getByLabel('Password').fill(form.password);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page).toHaveURL(/\/community$/);
  const item = page.getByRole('listitem').filter({ hasText: reference! });
  await expect(item).toContainText('Job application: Front-end Developer (React)');
  const withdrawButton = item.getByText('Withdraw this application');
  await expect(withdrawButton).toHaveCSS('border-top-style', 'solid');
  await expectNoAxeViolations(page);
  await withdraw(page, reference!, true);
});

test('a signed-in member finds the contact form and a job application filled in with what the site knows', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(page.request, baseURL!, 'prefill');
  await page.goto('/community');
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  const contact = page.getByRole('main');
  await expect(contact.getByLabel('Your name')).toHaveValue('Ada Okafor');
  await expect(contact.getByLabel('E-mail address')).toHaveValue(member.email);
  await expect(contact.getByLabel('Phone number')).toHaveValue('+234 803 123 4567');
  // What the visitor changes is theirs: a refusal gives it back, and it is not filled over.
  await contact.getByLabel('Your name').fill('A. Okafor');
  await contact.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(contact.getByLabel('Your name')).toHaveValue('A. Okafor');
  await expect(contact.getByLabel('E-mail address')).toHaveValue(member.email);

  await page.getByRole('banner').getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('link', { name: 'Front-end Developer (React)' }).first().click();
  await page.locator('summary', { hasText: 'Apply' }).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Ada Okafor');
  await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('withdrawing works without JavaScript', async ({ page, baseURL }) => {
    await newMember(page.request, baseURL!, 'withdrawnojs');
    await withdraw(page, await apply(page.request, baseURL!), false);
  });

  test('sign in, change the password, sign out everywhere, reset it and delete the account', async ({
    page,
    browser,
    baseURL,
  }) => {
    const fresh = await browser.newContext({ baseURL });
    const member = await newMember(fresh.request, baseURL!, 'nojs');
    await fresh.close();

    // A wrong password comes back to the form with the message; the right one goes on.
    await page.goto('/community-login?next=%2Fcommunity%23enquiries');
    await page.getByPlaceholder('Email id').fill(member.email);
    await page.getByPlaceholder('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByText('That e-mail address and password do not match an account.'),
    ).toBeVisible();
    await expect(page.getByText(/needs? JavaScript/)).toHaveCount(0);
    await page.getByPlaceholder('Email id').fill(member.email);
    await page.getByPlaceholder('Password').fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/community#enquiries$/);

    await page.getByLabel('Current password').fill('not it either');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'not your current password' }),
    ).toBeFocused();
    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your other devices have been signed out.' }),
    ).toBeFocused();

    await page.getByRole('button', { name: 'Sign out of every device' }).click();
    await expect(page).toHaveURL(/\/community-login$/);
    await page.goto('/community');
    await expect(page).toHaveURL(/\/community-login/);

    // Forgotten after all: the mailed link, a new password, then sign in with it.
    await page.goto('/community-reset-password');
    await page.getByPlaceholder('Email id').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account uses that e-mail address' }),
    ).toBeVisible();
    await page.goto(await linkMailedTo(member.email, '/community-reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('the third horse battery');
    await page.getByLabel('Confirm new password').fill('the third horse battery');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/community-login\?reset=1$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been changed. Sign in with the new one.',
    );
    await page.getByPlaceholder('Email id').fill(member.email);
    await page.getByPlaceholder('Password').fill('the third horse battery');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/community$/);

    await page.getByLabel('Your password').fill('the third horse battery');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/community\/goodbye$/);
    const after = await browser.newContext({ baseURL });
    expect(await login(after.request, baseURL!, member.email, 'the third horse battery')).toBe(
      false,
    );
    await after.close();
  });
});

/** Whether `request` holds a member's session: the members area answers instead of redirecting. */
async function signedIn(request: APIRequestContext): Promise<boolean> {
  return (await request.get('/community', { maxRedirects: 0 })).status() === 200;
}

async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  expect(await login(context.request, baseURL, email, password)).toBe(true);
  expect(await signedIn(context.request)).toBe(true);
  return context;
}

test('changing the password ends the other sessions; only the new password signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await newMember(page.request, baseURL!, 'changepw');
  const other = await otherDevice(browser, baseURL!, member.email, member.password);

  await page.goto('/community');
  await ready(page, true);
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /password/i })).toBeVisible();
  await expectNoAxeViolations(page);

  // This device stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  expect(await signedIn(other.request)).toBe(false);
  await other.close();

  const fresh = await browser.newContext({ baseURL });
  expect(await login(fresh.request, baseURL!, member.email, member.password)).toBe(false);
  expect(await login(fresh.request, baseURL!, member.email, NEW_PASSWORD)).toBe(true);
  await fresh.close();
});

test('deleting the account says goodbye, and the account cannot sign in again', async ({
  page,
  browser,
  baseURL,
}) => {
  const member = await newMember(page.request, baseURL!, 'deleteme');
  await apply(page.request, baseURL!);
  await page.goto('/community');
  await ready(page, true);
  await page.getByLabel('Your password').fill(member.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/community\/goodbye$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted');
  await expectNoAxeViolations(page);

  const fresh = await browser.newContext({ baseURL });
  expect(await login(fresh.request, baseURL!, member.email, member.password)).toBe(false);
  await fresh.close();
});
