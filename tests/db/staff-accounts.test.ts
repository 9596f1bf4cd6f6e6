/**
 * Staff accounts against a real database: the set-up link, enrolment with a TOTP key and
 * recovery codes, a code accepted once, disabling ending sessions at once; the cheap checks that
 * come before any password is hashed; the limits per client address on every step; and the
 * audit record of every sign-in, refusal, recovery code and account change, with who made it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { hashingLoad } from '@/lib/auth/password';
import type { StaffCookie } from '@/lib/auth/staff-session';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { database } from '@/lib/db/client';
import { findStaffSession, insertStaffSession } from '@/lib/db/queries/staff-sessions';
import { findStaffByEmail, listStaff } from '@/lib/db/queries/staff';
import { auditLog, staff, staffRecoveryCodes, staffSetupTokens } from '@/lib/db/schema';
import {
  addStaff,
  disableStaff,
  enableStaff,
  newSetupLink,
  removeStaff,
} from '@/lib/staff/accounts';
import { beginEnrolment } from '@/lib/staff/enrolment';
import {
  completeSetup,
  confirmEnrolment,
  passSecondFactor,
  signInWithPassword,
} from '@/lib/staff/sign-in';
import { totpCode } from '@/lib/staff/totp';
import { useTestDatabase } from '../support/database';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '8',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
  });
});
afterAll(() => cleanup());

const CLI = { command: 'operator' };
const PASSWORD = 'a long staff password';
let addresses = 0;
/** A client address of its own for each use, so the per-address limits stay apart. */
const address = () => `198.51.100.${(addresses += 1)}`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function sessionOf(cookie: StaffCookie | string) {
  if (typeof cookie === 'string') throw new Error(`expected a cookie, got ${cookie}`);
  const token = cookie.value;
  const session = await findStaffSession(hashToken(token));
  if (!session) throw new Error('no session for that cookie');
  return { session, token };
}

async function enrolled(email: string) {
  const link = await addStaff({ email, name: 'Ada Admin', role: 'admin' }, CLI, 'show');
  const { session } = await sessionOf(await completeSetup(tokenOf(link), PASSWORD, address()));
  const { secret, codes } = await beginEnrolment(session.staff.id);
  // The enrolment code is of the previous step, so the sign-in code of "now" is still unused.
  await sessionOf(
    await confirmEnrolment(session, totpCode(secret, Date.now() - 30_000), address()),
  );
  return { id: session.staff.id, secret, codes };
}

/** A session past the password, waiting for its second factor. */
async function passwordStep(email: string) {
  const step = await signInWithPassword(email, PASSWORD, address());
  if (step === 'wrong') throw new Error('password refused');
  return (await sessionOf(step.cookie)).session;
}

async function auditOf(action: string, subjectId?: string) {
  const db = await database();
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), subjectId ? eq(auditLog.subjectId, subjectId) : undefined),
    )
    .orderBy(desc(auditLog.createdAt));
}

test('a set-up link works once, only before it expires, and a new one wipes the old one', async () => {
  const link = await addStaff(
    { email: 'Once@Deltacrest.example', name: 'Once', role: 'staff' },
    CLI,
    'show',
  );
  expect(link).toMatch(/\/staff\/setup\?token=/);
  await expect(
    addStaff({ email: 'once@deltacrest.example', name: 'x', role: 'staff' }, CLI, 'show'),
  ).rejects.toThrow(/already/);
  const second = await newSetupLink('once@deltacrest.example', CLI, 'show');
  expect(await completeSetup(tokenOf(link), PASSWORD, address())).toBe('link');
  await sessionOf(await completeSetup(tokenOf(second), PASSWORD, address()));
  expect(await completeSetup(tokenOf(second), 'another password!', address())).toBe('link');

  const later = await newSetupLink('once@deltacrest.example', CLI, 'show');
  const db = await database();
  await db
    .update(staffSetupTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSetupTokens.tokenHash, hashToken(tokenOf(later))));
  expect(await completeSetup(tokenOf(later), PASSWORD, address())).toBe('link');
});

test('made-up set-up tokens never reach the password hash, however many arrive at once', async () => {
  const before = hashingLoad().started;
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => completeSetup(newToken(), PASSWORD, `203.0.113.${i}`)),
  );
  expect(answers.every((answer) => answer === 'link')).toBe(true);
  expect(hashingLoad().started).toBe(before);
  expect((await auditOf('set-up-refused')).length).toBeGreaterThanOrEqual(40);
});

test('set-up, password and code steps are each limited per client address', async () => {
  const from = address();
  const setUps = await Promise.allSettled(
    Array.from({ length: 10 }, () => completeSetup(newToken(), PASSWORD, from)),
  );
  expect(setUps.filter((r) => r.status === 'rejected')).toHaveLength(2);
  expect(setUps.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 429 } });

  // Eight addresses' worth of different accounts from one address: the ninth is refused.
  const signInFrom = address();
  for (let i = 0; i < 8; i += 1) {
    expect(await signInWithPassword(`guess${i}@deltacrest.example`, 'x', signInFrom)).toBe('wrong');
  }
  await expect(
    signInWithPassword('guess9@deltacrest.example', 'x', signInFrom),
  ).rejects.toMatchObject({ status: 429 });
  const refusals = await auditOf('sign-in-refused');
  expect(
    refusals.filter((r) => (r.detail as { reason: string }).reason === 'too many attempts'),
  ).toHaveLength(1);

  await enrolled('codes@deltacrest.example');
  const session = await passwordStep('codes@deltacrest.example');
  const codeFrom = address();
  for (let i = 0; i < 5; i += 1)
    expect(await passSecondFactor(session, '000000', codeFrom)).toBe('wrong');
  await expect(passSecondFactor(session, '000000', codeFrom)).rejects.toMatchObject({
    status: 429,
  });
});

test('a TOTP code is accepted once; the sign-in and the refused code are recorded', async () => {
  const { secret } = await enrolled('totp@deltacrest.example');
  const session = await passwordStep('totp@deltacrest.example');
  const code = totpCode(secret);
  const cookie = await passSecondFactor(session, code, address());
  const { session: signedIn } = await sessionOf(cookie);
  expect(signedIn.id).toBe(session.id);
  expect(signedIn.secondFactorAt).not.toBeNull();

  const again = await passwordStep('totp@deltacrest.example');
  expect(await passSecondFactor(again, code, address())).toBe('wrong');
  const [signIn] = await auditOf('sign-in', session.staff.id);
  expect(signIn).toMatchObject({ actor: 'staff', staffEmail: 'totp@deltacrest.example' });
  expect(signIn?.detail).toMatchObject({ method: 'authenticator' });
  expect(await auditOf('code-refused', session.staff.id)).toHaveLength(1);
});

test('the password step token stops working when the second factor passes', async () => {
  const { secret } = await enrolled('rotate@deltacrest.example');
  const step = await signInWithPassword('rotate@deltacrest.example', PASSWORD, address());
  if (step === 'wrong') throw new Error('password refused');
  const before = step.cookie.value;
  const { session } = await sessionOf(step.cookie);
  const { token: after } = await sessionOf(
    await passSecondFactor(session, totpCode(secret), address()),
  );
  expect(after).not.toBe(before);
  expect(await findStaffSession(hashToken(before))).toBeUndefined();
  expect(await findStaffSession(hashToken(after))).toBeDefined();
});

test('a wrong enrolment code changes nothing and is recorded', async () => {
  const link = await addStaff(
    { email: 'wrong@deltacrest.example', name: 'W', role: 'staff' },
    CLI,
    'show',
  );
  const { session } = await sessionOf(await completeSetup(tokenOf(link), PASSWORD, address()));
  await beginEnrolment(session.staff.id);
  expect(await confirmEnrolment(session, '123456', address())).toBe('wrong');
  expect((await findStaffByEmail('wrong@deltacrest.example'))?.totpSecret).toBeNull();
  const [refused] = await auditOf('code-refused', session.staff.id);
  expect(refused?.detail).toMatchObject({ during: 'enrolment' });
});

test('ten recovery codes, stored hashed, each spent once and recorded', async () => {
  const { id, codes } = await enrolled('recovery@deltacrest.example');
  expect(new Set(codes).size).toBe(10);
  const db = await database();
  const stored = await db
    .select()
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffId, id));
  expect(stored).toHaveLength(10);
  expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
  const session = await passwordStep('recovery@deltacrest.example');
  await sessionOf(await passSecondFactor(session, codes[0]!.toUpperCase(), address()));
  const again = await passwordStep('recovery@deltacrest.example');
  expect(await passSecondFactor(again, codes[0]!, address())).toBe('wrong');
  expect(await passSecondFactor(again, 'nothi-ngatall', address())).toBe('wrong');
  const [used] = await auditOf('recovery-code-used', id);
  expect(used?.detail).toMatchObject({ left: 9 });
  const [signIn] = await auditOf('sign-in', id);
  expect(signIn?.detail).toMatchObject({ method: 'recovery code' });
});

test('every refused sign-in is recorded with its reason and the client address', async () => {
  await enrolled('refused@deltacrest.example');
  const from = address();
  expect(await signInWithPassword('refused@deltacrest.example', 'not it', from)).toBe('wrong');
  expect(await signInWithPassword('nobody@deltacrest.example', 'not it', from)).toBe('wrong');
  expect(await signInWithPassword('not an address\u0000', 'x', from)).toBe('wrong');
  const rows = (await auditOf('sign-in-refused')).filter(
    (row) => (row.detail as { address: string }).address === from,
  );
  expect(
    rows.map((row) => [row.actor, row.subjectId, (row.detail as { reason: string }).reason]),
  ).toEqual(
    expect.arrayContaining([
      ['visitor', 'refused@deltacrest.example', 'wrong password'],
      ['visitor', 'nobody@deltacrest.example', 'no such account'],
      ['visitor', null, 'not an e-mail address'],
    ]),
  );
});

test('disabling ends live sessions at once; enable, remove, a new link; each change audited', async () => {
  const { id } = await enrolled('disable@deltacrest.example');
  const token = newToken();
  await insertStaffSession({
    tokenHash: hashToken(token),
    staffId: id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  expect(await findStaffSession(hashToken(token))).toBeDefined();
  await disableStaff('disable@deltacrest.example', CLI);
  expect(await findStaffSession(hashToken(token))).toBeUndefined();
  await enableStaff('disable@deltacrest.example', CLI);
  expect((await findStaffByEmail('disable@deltacrest.example'))?.disabledAt).toBeNull();

  await newSetupLink('disable@deltacrest.example', CLI, 'show');
  const reset = await findStaffByEmail('disable@deltacrest.example');
  expect(reset).toMatchObject({ passwordHash: null, totpSecret: null });

  await removeStaff('disable@deltacrest.example', CLI);
  expect((await listStaff()).map((row) => row.email)).not.toContain('disable@deltacrest.example');
  await expect(disableStaff('nobody@deltacrest.example', CLI)).rejects.toThrow(/no staff member/);
  const db = await database();
  expect(await db.select().from(staff).where(eq(staff.id, id))).toHaveLength(0);

  for (const action of [
    'staff-add',
    'staff-disable',
    'staff-enable',
    'staff-link',
    'staff-remove',
  ]) {
    const [row] = await auditOf(action, id);
    expect(row).toMatchObject({ actor: 'command', detail: { osUser: 'operator' } });
  }
  expect(await auditOf('set-up', id)).toHaveLength(1);
});
