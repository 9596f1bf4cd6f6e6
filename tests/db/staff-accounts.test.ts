/**
 * Staff accounts against a real database: the set-up link, enrolment with a TOTP key and
 * recovery codes, a code accepted once, and disabling ending sessions at once.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { database } from '@/lib/db/client';
import { findStaffSession, insertStaffSession } from '@/lib/db/queries/staff-sessions';
import { findStaffByEmail, listStaff } from '@/lib/db/queries/staff';
import { staff, staffRecoveryCodes, staffSetupTokens } from '@/lib/db/schema';
import {
  addStaff,
  beginEnrolment,
  checkSecondFactor,
  completeSetup,
  confirmEnrolment,
  disableStaff,
  enableStaff,
  newSetupLink,
  removeStaff,
} from '@/lib/staff/accounts';
import { totpCode } from '@/lib/staff/totp';
import { useTestDatabase } from '../support/database';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase();
});
afterAll(() => cleanup());

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function enrolled(email: string) {
  const link = await addStaff({ email, name: 'Ada Admin', role: 'admin' });
  const id = await completeSetup(tokenOf(link), 'a long staff password');
  const { secret, codes } = await beginEnrolment(id);
  // The enrolment code is of the previous step, so the sign-in code of "now" is still unused.
  await confirmEnrolment(id, totpCode(secret, Date.now() - 30_000));
  return { id, secret, codes };
}

test('a set-up link works once, only before it expires, and a new one wipes the old one', async () => {
  const link = await addStaff({ email: 'Once@Deltacrest.example', name: 'Once', role: 'staff' });
  expect(link).toMatch(/\/staff\/setup\?token=/);
  await expect(
    addStaff({ email: 'once@deltacrest.example', name: 'x', role: 'staff' }),
  ).rejects.toThrow(/already/);
  const second = await newSetupLink('once@deltacrest.example');
  await expect(completeSetup(tokenOf(link), 'a long staff password')).rejects.toMatchObject({
    status: 400,
  });
  await completeSetup(tokenOf(second), 'a long staff password');
  await expect(completeSetup(tokenOf(second), 'another password!')).rejects.toMatchObject({
    status: 400,
  });

  const later = await newSetupLink('once@deltacrest.example');
  const db = await database();
  await db
    .update(staffSetupTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSetupTokens.tokenHash, hashToken(tokenOf(later))));
  await expect(completeSetup(tokenOf(later), 'a long staff password')).rejects.toMatchObject({
    status: 400,
  });
});

test('a TOTP code is accepted once, and a wrong enrolment code changes nothing', async () => {
  const { id, secret } = await enrolled('totp@deltacrest.example');
  const code = totpCode(secret);
  expect(await checkSecondFactor(id, code)).toBe(true);
  expect(await checkSecondFactor(id, code)).toBe(false);
  expect(await checkSecondFactor(id, '000000')).toBe(false);

  const other = await addStaff({ email: 'wrong@deltacrest.example', name: 'W', role: 'staff' });
  const otherId = await completeSetup(tokenOf(other), 'a long staff password');
  await beginEnrolment(otherId);
  await expect(confirmEnrolment(otherId, '123456')).rejects.toMatchObject({ status: 400 });
  expect((await findStaffByEmail('wrong@deltacrest.example'))?.totpSecret).toBeNull();
});

test('ten recovery codes, stored hashed, each spent once', async () => {
  const { id, codes } = await enrolled('recovery@deltacrest.example');
  expect(new Set(codes).size).toBe(10);
  const db = await database();
  const stored = await db
    .select()
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.staffId, id));
  expect(stored).toHaveLength(10);
  expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);
  expect(await checkSecondFactor(id, codes[0]!.toUpperCase())).toBe(true);
  expect(await checkSecondFactor(id, codes[0]!)).toBe(false);
  expect(await checkSecondFactor(id, 'nothi-ngatall')).toBe(false);
});

test('disabling ends live sessions at once; enable and remove; a new link resets the factor', async () => {
  const { id } = await enrolled('disable@deltacrest.example');
  const token = newToken();
  await insertStaffSession({
    tokenHash: hashToken(token),
    staffId: id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  expect(await findStaffSession(hashToken(token))).toBeDefined();
  await disableStaff('disable@deltacrest.example');
  expect(await findStaffSession(hashToken(token))).toBeUndefined();
  await enableStaff('disable@deltacrest.example');
  expect((await findStaffByEmail('disable@deltacrest.example'))?.disabledAt).toBeNull();

  await newSetupLink('disable@deltacrest.example');
  const reset = await findStaffByEmail('disable@deltacrest.example');
  expect(reset).toMatchObject({ passwordHash: null, totpSecret: null });

  await removeStaff('disable@deltacrest.example');
  expect((await listStaff()).map((row) => row.email)).not.toContain('disable@deltacrest.example');
  await expect(disableStaff('nobody@deltacrest.example')).rejects.toThrow(/no staff member/);
  const db = await database();
  expect(await db.select().from(staff).where(eq(staff.id, id))).toHaveLength(0);
});
