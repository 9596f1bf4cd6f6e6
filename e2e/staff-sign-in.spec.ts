/**
 * A new staff member as they would do it: the CLI prints a set-up link → password → TOTP
 * enrolment (codes computed from the key on the page) → sign out → password and code → signed
 * in. No session or a member's session gets the sign-in page; disabling ends a live session.
 * Needs PostgreSQL (the CLI runs beside the server): run under with-postgres.sh.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './helpers';
import { insertMember } from './support/member';

const databaseUrl = process.env.DATABASE_URL ?? '';
const EMAIL = `nia.${Date.now().toString(36)}@deltacrest.example`;
const PASSWORD = 'a long staff password';

function staffCli(baseURL: string, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', 'scripts/staff.mts', ...args],
    { env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: baseURL }, encoding: 'utf8' },
  );
}

function code(key: string, offsetMs = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: Date.now() + offsetMs });
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
  const printed = staffCli(baseURL!, 'add', EMAIL, '--name', 'Nia Admin', '--role', 'admin');
  const link = /https?:\/\/\S+\/staff\/setup\?token=\S+/.exec(printed)?.[0];
  expect(link).toBeDefined();

  await expectStrictCsp(page, new URL(link!).pathname + new URL(link!).search);
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/staff\/enrol/);
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const key = (await page.getByTestId('totp-key').textContent())!.trim();
  await page.getByLabel('First code from the app').fill(code(key, -30_000));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/sign-in|enrol/);
  await expect(page.getByTestId('staff-name')).toHaveText('Nia Admin');
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await expectStrictCsp(page, '/staff/sign-in');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in\/code/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill(code(key));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByTestId('staff-name')).toHaveText('Nia Admin');

  staffCli(baseURL!, 'disable', EMAIL);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

test('no session and a member session get the staff sign-in, not a staff page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const member = await insertMember(databaseUrl, `staffsign${Date.now().toString(36)}`);
  const login = await page.request.post('/api/community/login', {
    headers: { origin: baseURL! },
    data: { email: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/staff/audit');
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});
