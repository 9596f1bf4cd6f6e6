import 'server-only';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { hashPassword } from '@/lib/auth/password';
import {
  claimTotpStep,
  confirmTotp,
  deleteStaff,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  resetStaffCredentials,
  setPendingTotp,
  setStaffDisabled,
  spendRecoveryCode,
  spendSetupToken,
} from '@/lib/db/queries/staff';
import type { Staff, StaffRole } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { absoluteUrl } from '@/lib/site';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpStep } from './totp';

export class StaffError extends Error {}

async function person(email: string): Promise<Staff> {
  const found = await findStaffByEmail(email);
  if (!found) throw new StaffError(`no staff member with the e-mail address ${email}`);
  return found;
}

/** A fresh one-time link to /staff/setup; anything set up before is wiped (see the query). */
export async function newSetupLink(email: string, base = absoluteUrl('/')): Promise<string> {
  const found = await person(email);
  const token = newToken();
  const hours = env().STAFF_SETUP_LINK_HOURS;
  await resetStaffCredentials(found.id, hashToken(token), new Date(Date.now() + hours * 3_600_000));
  return new URL(`/staff/setup?token=${token}`, base).toString();
}

export async function addStaff(
  values: { email: string; name: string; role: StaffRole },
  base?: string,
): Promise<string> {
  if (await findStaffByEmail(values.email)) {
    throw new StaffError(
      `${values.email} is already a staff member (use "link" for a new set-up link)`,
    );
  }
  await insertStaff(values);
  return newSetupLink(values.email, base);
}

export async function disableStaff(email: string): Promise<void> {
  await setStaffDisabled((await person(email)).id, true);
}

export async function enableStaff(email: string): Promise<void> {
  await setStaffDisabled((await person(email)).id, false);
}

export async function removeStaff(email: string): Promise<void> {
  await deleteStaff((await person(email)).id);
}

export const INVALID_LINK = 'This set-up link is not valid any more. Ask an admin for a new one.';

/** Spends the set-up token and sets the password; the staff id (enrolment follows). */
export async function completeSetup(token: string, password: string): Promise<string> {
  const staffId = await spendSetupToken(hashToken(token), await hashPassword(password));
  if (!staffId) throw new HttpError(400, INVALID_LINK);
  return staffId;
}

/**
 * A new key and ten recovery codes, shown together on the enrolment page once; only their hashes
 * are kept, and neither works until a first code confirms the key.
 */
export async function beginEnrolment(
  staffId: string,
): Promise<{ secret: string; codes: string[] }> {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  await setPendingTotp(staffId, secret, codes.map(hashRecoveryCode));
  return { secret, codes };
}

export const WRONG_CODE =
  'That code is not right. Enter the current code from your authenticator app.';

/** Confirms the pending key with a first code from the authenticator. */
export async function confirmEnrolment(staffId: string, code: string): Promise<void> {
  const found = await findStaffById(staffId);
  const step = found?.pendingTotpSecret && totpStep(found.pendingTotpSecret, code.trim());
  if (!found || !step) throw new HttpError(400, WRONG_CODE);
  await confirmTotp(staffId, step);
}

/** A TOTP code (each accepted once) or an unused recovery code (spent). */
export async function checkSecondFactor(staffId: string, code: string): Promise<boolean> {
  const found = await findStaffById(staffId);
  if (!found?.totpSecret) return false;
  const trimmed = code.replace(/\s/g, '');
  const step = totpStep(found.totpSecret, trimmed);
  if (step !== undefined) return claimTotpStep(staffId, step);
  if (/^\d+$/.test(trimmed)) return false;
  return spendRecoveryCode(staffId, hashRecoveryCode(trimmed));
}
