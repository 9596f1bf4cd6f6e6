/**
 * What a member does with what they sent and with their account, in the members area:
 * withdraw an application (with and without JavaScript), change the password (other sessions
 * end), delete the account (it cannot sign in again).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { newMember } from './support/members';

// Registration and sign-in hash passwords and render a dynamic page; give them time on a busy CI.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = 'a different horse battery';

/** A job application with a CV, sent through `request` (signed in as the member): its reference. */
async function apply(request: APIRequestContext, origin: string): Promise<string> {
  const answer = await request.post('/api/enquiries', {
    headers: { origin },
    multipart: {
      type: 'job-application',
      job: 'frontend-developer-toronto',
      name: 'Ada Okafor',
      email: `ada.${Math.random().toString(36).slice(2)}@example.com`,
      phone: '+234 803 123 4567',
      cv: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(path.join(__dirname, 'fixtures/cv.pdf')),
      },
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id.slice(0, 8).toUpperCase();
}

function login(request: APIRequestContext, origin: string, email: string, password: string) {
  return request.post('/api/community/login', { headers: { origin }, data: { email, password } });
}

async function withdraw(page: Page, reference: string) {
  await page.goto('/community');
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByRole('definition').nth(2)).toHaveText('Received');
  await item.locator('summary', { hasText: `Withdraw ${reference}` }).click();
  await item.getByRole('button', { name: `Yes, withdraw ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/community\\?withdrawn=${reference}#enquiries$`));
  await expect(page.getByRole('status')).toHaveText(`${reference} has been withdrawn.`);
  const after = page.getByRole('listitem').filter({ hasText: reference });
  await expect(after.getByRole('definition').nth(2)).toHaveText('Withdrawn');
  await expect(after.locator('summary')).toHaveCount(0);
}

test('a member withdraws an application they sent while signed in', async ({ page, baseURL }) => {
  await newMember(page.request, baseURL!, 'withdraw');
  const reference = await apply(page.request, baseURL!);
  await withdraw(page, reference);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('withdrawing is a plain form', async ({ page, baseURL }) => {
    await newMember(page.request, baseURL!, 'withdrawnojs');
    await withdraw(page, await apply(page.request, baseURL!));
  });
});

/** Whether `request` holds a member's session: the members area answers instead of redirecting. */
async function signedIn(request: APIRequestContext): Promise<boolean> {
  return (await request.get('/community', { maxRedirects: 0 })).status() === 200;
}

async function otherDevice(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  expect((await login(context.request, baseURL, email, password)).status()).toBe(200);
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
  expect((await login(fresh.request, baseURL!, member.email, member.password)).status()).toBe(401);
  expect((await login(fresh.request, baseURL!, member.email, NEW_PASSWORD)).status()).toBe(200);
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
  await page.getByLabel('Your password').fill(member.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/community\/goodbye$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted');
  await expectNoAxeViolations(page);

  const fresh = await browser.newContext({ baseURL });
  expect((await login(fresh.request, baseURL!, member.email, member.password)).status()).toBe(401);
  await fresh.close();
});
