/**
 * Staff sign-in through its forms against a real database: set-up link → password → enrolment →
 * signed in; then password and a code, each code once; recovery codes; rate limits; a disabled
 * account's live session refused at once; idle and absolute expiry. What the steps do underneath
 * (audit, cheap checks, limits per address) is in staff-accounts.test.ts.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { staffSessionFromJar } from '@/lib/auth/staff-session';
import { database } from '@/lib/db/client';
import { seal, unseal } from '@/lib/auth/secrets';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import { sealStoredTotpSecrets } from '@/lib/db/queries/staff-credentials';
import { resetEnvForTests } from '@/lib/env';
import { staff, staffRecoveryCodes, staffSessions } from '@/lib/db/schema';
import { addStaff, disableStaff } from '@/lib/staff/accounts';
import { beginEnrolment } from '@/lib/staff/enrolment';
import {
  staffCodeForm,
  staffEnrolForm,
  staffSetupForm,
  staffSignInForm,
  staffSignOutForm,
  WRONG_CODE,
  WRONG_SIGN_IN,
} from '@/lib/staff/sign-in-forms';
import { statusForm } from '@/lib/staff/inbox-forms';
import { staffMember } from '@/lib/staff/guard';
import { newTotpSecret, totpCode } from '@/lib/staff/totp';
import { useTestDatabase } from '../support/database';
import { redirected, refused, submit, TestJar } from '../support/forms';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '5' });
});
afterAll(() => cleanup());

const PASSWORD = 'a long staff password';

/** Whether the jar's session opens the back office (past its second factor, account enabled). */
const opensBackOffice = (jar: TestJar) =>
  staffMember(jar).then(
    () => true,
    () => false,
  );

async function setUp(email: string) {
  const link = await addStaff(
    { email, name: 'Sam Staff', role: 'staff' },
    { command: 'test' },
    'show',
  );
  const token = new URL(link).searchParams.get('token')!;
  const { outcome, jar } = await submit(staffSetupForm, { token, password: PASSWORD });
  expect(redirected(outcome)).toBe('/staff/enrol');
  const setUpStep = jar.copy();
  expect(await opensBackOffice(setUpStep)).toBe(false);
  const staffId = (await findStaffByEmail(email))!.id;
  const { secret, codes } = await beginEnrolment(staffId);
  const wrong = refused((await submit(staffEnrolForm, { code: '000000' }, { jar })).outcome);
  expect(wrong.fieldErrors?.code?.[0]).toMatch(/not right/);
  const enrolled = await submit(
    staffEnrolForm,
    { code: totpCode(secret, Date.now() - 30_000) },
    { jar },
  );
  expect(redirected(enrolled.outcome)).toBe('/staff');
  // The second factor hands out a new token; the set-up step's token opens nothing more.
  expect(jar.staffSession).not.toBe(setUpStep.staffSession);
  expect(await staffSessionFromJar(setUpStep)).toBeUndefined();
  expect(await opensBackOffice(jar)).toBe(true);
  return { jar, secret, codes };
}

const password = (email: string, value = PASSWORD, jar = new TestJar()) =>
  submit(staffSignInForm, { email, password: value }, { jar });

test('set-up, enrolment, sign-out, then password and a code that works once', async () => {
  const { jar, secret, codes } = await setUp('sam@deltacrest.example');
  const before = jar.copy();
  const out = await submit(staffSignOutForm, {}, { jar });
  expect(redirected(out.outcome)).toBe('/staff/sign-in');
  expect(jar.staffSession).toBeUndefined();
  expect(await staffSessionFromJar(before)).toBeUndefined();

  const wrong = await password('sam@deltacrest.example', 'not the password');
  expect(refused(wrong.outcome)).toMatchObject({
    message: WRONG_SIGN_IN,
    values: { email: 'sam@deltacrest.example' },
  });
  expect(wrong.jar.written).toEqual([]);
  const first = await password('SAM@deltacrest.example');
  expect(redirected(first.outcome)).toBe('/staff/sign-in/code');
  const partial = first.jar.copy();
  expect(await opensBackOffice(partial)).toBe(false);
  const now = totpCode(secret);
  const ok = await submit(staffCodeForm, { code: now }, { jar: first.jar });
  expect(redirected(ok.outcome)).toBe('/staff');
  // The password step's token is replaced: only the new one opens the back office.
  expect(first.jar.staffSession).not.toBe(partial.staffSession);
  expect(await staffSessionFromJar(partial)).toBeUndefined();
  expect(await opensBackOffice(first.jar)).toBe(true);

  const again = (await password('sam@deltacrest.example')).jar;
  const replay = refused((await submit(staffCodeForm, { code: now }, { jar: again })).outcome);
  expect(replay.fieldErrors?.code).toEqual([WRONG_CODE]);
  const recovery = await submit(staffCodeForm, { code: codes[3]! }, { jar: again });
  expect(redirected(recovery.outcome)).toBe('/staff');
});

test('the code step without a password step goes back to the sign-in', async () => {
  const { outcome } = await submit(staffCodeForm, { code: '123456' });
  expect(redirected(outcome)).toBe('/staff/sign-in');
});

test('a disabled account is refused at once, and cannot sign in', async () => {
  const { jar } = await setUp('gone@deltacrest.example');
  await disableStaff('gone@deltacrest.example', { command: 'test' });
  expect(await staffSessionFromJar(jar)).toBeUndefined();
  const change = await submit(
    statusForm,
    { id: '00000000-0000-4000-8000-000000000000', status: 'closed' },
    { jar },
  );
  expect(refused(change.outcome).message).toMatch(/session has ended/);
  expect(refused((await password('gone@deltacrest.example')).outcome).message).toBe(WRONG_SIGN_IN);
});

test('password attempts per account are limited before the password is checked', async () => {
  await setUp('limited@deltacrest.example');
  for (let i = 0; i < 5; i += 1) await password('limited@deltacrest.example', 'wrong password!');
  const blocked = await password('limited@deltacrest.example');
  expect(refused(blocked.outcome).message).toMatch(/Please wait \d+ minutes?/);
  expect(blocked.jar.written).toEqual([]);
});

async function sessionOf(email: string) {
  const person = await findStaffByEmail(email);
  const db = await database();
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, person!.id));
  return row!;
}

test('idle and absolute expiry end a staff session', async () => {
  const db = await database();
  const { jar } = await setUp('expiry@deltacrest.example');
  await db
    .update(staffSessions)
    .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(staffSessions.id, (await sessionOf('expiry@deltacrest.example')).id));
  expect(await opensBackOffice(jar)).toBe(false);

  const { jar: second } = await setUp('expiry2@deltacrest.example');
  await db
    .update(staffSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSessions.id, (await sessionOf('expiry2@deltacrest.example')).id));
  expect(await opensBackOffice(second)).toBe(false);
});

test('a copy of the database holds no usable second factor: TOTP keys sealed, recovery codes keyed', async () => {
  const email = 'sealed@deltacrest.example';
  const { secret, codes } = await setUp(email);
  const [row] = await (await database()).select().from(staff).where(eq(staff.email, email));
  expect(row!.totpSecret).toMatch(/^v1\./);
  expect(row!.totpSecret).not.toContain(secret);
  const stored = await (
    await database()
  )
    .select()
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffId, row!.id));
  const plainHash = (code: string) =>
    createHash('sha256').update(code.replace('-', '')).digest('hex');
  // Without the key, a code's hash cannot be searched for: it is not its plain SHA-256.
  for (const code of codes) expect(stored.map((r) => r.codeHash)).not.toContain(plainHash(code));
  // With the database alone (another key), the sealed key does not open.
  const other = process.env.SECRETS_KEY;
  process.env.SECRETS_KEY = randomBytes(32).toString('base64url');
  resetEnvForTests();
  try {
    expect(() => unseal(row!.totpSecret!)).toThrow(/SECRETS_KEY/);
  } finally {
    if (other === undefined) delete process.env.SECRETS_KEY;
    else process.env.SECRETS_KEY = other;
    resetEnvForTests();
  }
});

test('an earlier version’s plain TOTP key and recovery code still work, and the key is sealed at start', async () => {
  const email = 'legacy@deltacrest.example';
  await setUp(email);
  const db = await database();
  const [person] = await db.select().from(staff).where(eq(staff.email, email));
  // As an earlier version stored them: the key as it is, a code as its plain SHA-256.
  const secret = newTotpSecret();
  await db
    .update(staff)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(staff.id, person!.id));
  await db.insert(staffRecoveryCodes).values({
    staffId: person!.id,
    codeHash: createHash('sha256').update('oldcode123').digest('hex'),
  });
  expect(await sealStoredTotpSecrets(seal)).toBeGreaterThanOrEqual(1);
  const [sealed] = await db.select().from(staff).where(eq(staff.id, person!.id));
  expect(sealed!.totpSecret).toMatch(/^v1\./);
  expect(unseal(sealed!.totpSecret!)).toBe(secret);
  const first = await password(email);
  const signedIn = await submit(staffCodeForm, { code: totpCode(secret) }, { jar: first.jar });
  expect(redirected(signedIn.outcome)).toBe('/staff');
  const second = await password(email);
  const recovered = await submit(staffCodeForm, { code: 'oldco-de123' }, { jar: second.jar });
  expect(redirected(recovered.outcome)).toBe('/staff');
});
