import 'server-only';
import { emailField } from '@/lib/validation/fields';
import { dummyHash, verifyPassword } from '@/lib/auth/password';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import type { Staff } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { consume, forget, type Bucket } from '@/lib/rate-limit';

const byAddress = (address: string): Bucket => ({
  action: 'staff-login-address',
  subject: address,
  limit: env().RATE_LIMIT_LOGIN_PER_ADDRESS,
});
const byAccount = (email: string): Bucket => ({
  action: 'staff-login-account',
  subject: email,
  limit: env().RATE_LIMIT_LOGIN_PER_ACCOUNT,
});
const codeTries = (staffId: string): Bucket => ({
  action: 'staff-code',
  subject: staffId,
  limit: env().RATE_LIMIT_LOGIN_PER_ACCOUNT,
});

/**
 * The password step, as the member login does it: each attempt is counted per client address and
 * per account before its password is checked (429 past the limit), and unknown, disabled or
 * not-yet-set-up accounts cost the same work as real ones. The account, or undefined.
 */
export async function checkStaffPassword(
  email: string,
  password: string,
  address: string,
): Promise<Staff | undefined> {
  const lower = email.trim().toLowerCase();
  await consume(byAddress(address));
  // Not an address at all (a control character, say): no account has it, and it must not reach
  // the database as a key.
  if (!emailField.safeParse(lower).success) return undefined;
  await consume(byAccount(lower));
  const found = await findStaffByEmail(lower);
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash()), password);
  if (!found || !valid || !found.passwordHash || found.disabledAt) return undefined;
  await forget(byAccount(lower));
  return found;
}

/** Second-factor attempts are limited per account too, so six digits cannot be walked through. */
export async function countCodeAttempt(staffId: string): Promise<void> {
  await consume(codeTries(staffId));
}

export async function forgetCodeAttempts(staffId: string): Promise<void> {
  await forget(codeTries(staffId));
}
