/**
 * Staff for the browser tests, on PostgreSQL: made as a new staff member is (the CLI's set-up
 * link, a password, TOTP enrolment with codes computed from the key on the page), or, where
 * sign-in is not what a test is about, a staff member and a session put straight into the
 * database. Such a cookie is handed to the browser under both of its names: the server reads
 * the one its configuration uses.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Secret, TOTP } from 'otpauth';
import { Client } from 'pg';
import { staff, staffSessions, type StaffRole } from '@/lib/db/schema';

/** `npm run staff -- …`, beside the running server, on its database. */
export function staffCli(databaseUrl: string, baseURL: string, ...args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', 'scripts/staff.mts', ...args],
    { env: { ...process.env, DATABASE_URL: databaseUrl, SITE_URL: baseURL }, encoding: 'utf8' },
  );
}

/** The code an authenticator app shows for `key`, `offsetMs` from now. */
export function totpCode(key: string, offsetMs = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(key),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: Date.now() + offsetMs });
}

/**
 * The CLI's `add` prints a set-up link; the new staff member opens it, sets a password and
 * confirms the authenticator with a first code. `checkPage` runs on each of the two pages.
 * Ends signed in, on the inbox; returns the key the authenticator holds.
 */
export async function enrolStaff(
  page: Page,
  {
    databaseUrl,
    baseURL,
    email,
    name,
    role,
    password,
    checkPage = async () => {},
  }: {
    databaseUrl: string;
    baseURL: string;
    email: string;
    name: string;
    role: StaffRole;
    password: string;
    checkPage?: (page: Page, path: string) => Promise<void>;
  },
): Promise<string> {
  const printed = staffCli(databaseUrl, baseURL, 'add', email, '--name', name, '--role', role);
  return setUpFromLink(page, { printed, name, password, checkPage });
}

/**
 * Opens a set-up link (the first in `printed`: a command's output or a mail's text), sets the
 * password and confirms the authenticator with a first code. Ends signed in, on the inbox;
 * returns the key the authenticator holds.
 */
export async function setUpFromLink(
  page: Page,
  {
    printed,
    name,
    password,
    checkPage = async () => {},
  }: {
    printed: string;
    name: string;
    password: string;
    checkPage?: (page: Page, path: string) => Promise<void>;
  },
): Promise<string> {
  const link = /https?:\/\/\S+\/staff\/setup\?token=[\w-]+/.exec(printed)?.[0];
  expect(link, printed).toBeDefined();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await checkPage(page, pathname + search);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/staff\/enrol/);
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  // Shown in groups of four; an app ignores the spaces.
  const key = (await page.getByTestId('totp-key').textContent())!.replace(/\s/g, '');
  // After the codes are read: the recovery codes are shown once, and checkPage may reload.
  await checkPage(page, '/staff/enrol');
  // The code of the previous 30 s: the one a person types just as it changes is still taken.
  // Not in a step's last seconds: crossed before the server checks it, it would be two old.
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await page.waitForTimeout(30_000 - intoStep + 200);
  await page.getByLabel('First code from the app').fill(totpCode(key, -30_000));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/sign-in|enrol/);
  await expect(page.getByTestId('staff-name')).toHaveText(name);
  return key;
}

export type InsertedStaff = { token: string; email: string; name: string };

/** A staff member and a live session, straight into the database. */
export async function insertStaffMember(
  databaseUrl: string,
  { role = 'staff', secondFactor = true }: { role?: StaffRole; secondFactor?: boolean } = {},
): Promise<InsertedStaff> {
  const token = randomBytes(32).toString('base64url');
  const suffix = randomBytes(4).toString('hex');
  const email = `staff.${suffix}@deltacrest.example`;
  const name = `Tobi ${suffix}`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client);
    // Past the second factor means set up: the authenticator is enrolled.
    const totpSecret = secondFactor ? new Secret({ size: 20 }).base32 : null;
    const [person] = await db.insert(staff).values({ email, name, role, totpSecret }).returning();
    await db.insert(staffSessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      staffId: person!.id,
      secondFactorAt: secondFactor ? new Date() : null,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
  } finally {
    await client.end();
  }
  return { token, email, name };
}

/** The same, when only the session's token matters. */
export async function insertStaffSession(
  databaseUrl: string,
  options: { role?: StaffRole; secondFactor?: boolean } = {},
): Promise<string> {
  return (await insertStaffMember(databaseUrl, options)).token;
}

export async function giveStaffCookie(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'staff_session', value: token, url: baseURL, sameSite: 'Strict', httpOnly: true },
    {
      name: '__Host-staff_session',
      value: token,
      // Chromium stores a Secure cookie only for an https address; it still sends it to the
      // loopback server over http, which browsers count as a secure context.
      url: baseURL.replace(/^http:/, 'https:'),
      sameSite: 'Strict',
      httpOnly: true,
      secure: true,
    },
  ]);
}

/** Makes every session of a staff member look unused for `minutes`, as a lunch break does. */
export async function idleStaffSessions(databaseUrl: string, email: string, minutes: number) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update staff_sessions set last_used_at = now() - make_interval(mins => $2)
       where staff_id = (select id from staff where email = $1)`,
      [email, minutes],
    );
  } finally {
    await client.end();
  }
}

/** The id behind an enquiry's reference (its id's first eight hex digits), as staff links use. */
export async function enquiryIdOf(databaseUrl: string, reference: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id::text from enquiries where upper(left(id::text, 8)) = $1',
      [reference],
    );
    expect(rows, `one enquiry with reference ${reference}`).toHaveLength(1);
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
