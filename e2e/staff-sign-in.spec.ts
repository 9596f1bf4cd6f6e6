/**
 * A new staff member as they would do it: the CLI prints a set-up link → password → TOTP
 * enrolment (codes computed from the key on the page) → left idle, signed out and told so →
 * password and code → sign out → password and code → signed in. No session or a member's
 * session gets the sign-in page; disabling ends a live session, and the sign-in page says why.
 * Needs PostgreSQL (the CLI runs beside the server): run under with-postgres.sh.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { insertMember } from './support/member';
import { signInMember } from './support/site-forms';
import {
  enrolStaff,
  idleStaffSessions,
  insertStaffMember,
  staffCli,
  totpCode,
} from './support/staff';

const databaseUrl = process.env.DATABASE_URL ?? '';
const EMAIL = `nia.${Date.now().toString(36)}@deltacrest.example`;
const PASSWORD = 'a long staff password';

async function signIn(page: Page, code: string) {
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\/code/);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByTestId('staff-name')).toHaveText('Nia Admin');
}

async function expectStrictCsp(page: Page, path: string) {
  const answer = await page.goto(path);
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/script-src[^;]*'nonce-[^']+'[^;]*'strict-dynamic'/);
  const scripts = /script-src[^;]*/.exec(csp)?.[0] ?? '';
  expect(scripts, path).not.toContain("'unsafe-inline'");
}

test('set-up link → password → enrolment → sign out → sign in with a code; disabling ends it', async ({
  page,
  baseURL,
}) => {
  const key = await enrolStaff(page, {
    databaseUrl,
    baseURL: baseURL!,
    email: EMAIL,
    name: 'Nia Admin',
    role: 'admin',
    password: PASSWORD,
    checkPage: async (page, path) => {
      await expectStrictCsp(page, path);
      await expectNoAxeViolations(page);
    },
  });
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();

  // Left unused past the idle timeout: the next click lands on the sign-in, which says why.
  await idleStaffSessions(databaseUrl, EMAIL, 31);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out=idle$/);
  await expect(page.getByRole('status')).toHaveText(
    'You were signed out after 30 minutes without use. Sign in again to carry on.',
  );
  await expectNoAxeViolations(page);
  await signIn(page, totpCode(key));

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  // Signed out by their own hand: nothing to explain.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectStrictCsp(page, '/staff/sign-in');
  await expectNoAxeViolations(page);
  // The next step's code: the sign-in before spent this one's.
  await signIn(page, totpCode(key, 30_000));

  // Another admin who can sign in, so the team keeps one when this one is disabled.
  await insertStaffMember(databaseUrl, { role: 'admin' });
  staffCli(databaseUrl, baseURL!, 'disable', EMAIL);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\?signed-out=ended$/);
  await expect(page.getByRole('status')).toContainText('You were signed out');
  await expect(page.getByRole('status')).toContainText('disabled your account');
});

test('no session and a member session get the staff sign-in, not a staff page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const member = await insertMember(databaseUrl, `staffsign${Date.now().toString(36)}`);
  expect(await signInMember(page.request, baseURL!, member.email, member.password)).toBe(true);
  await page.goto('/staff/audit');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});
