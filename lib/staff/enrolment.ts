import 'server-only';
import { seal } from '@/lib/auth/secrets';
import { setPendingTotp } from '@/lib/db/queries/staff-credentials';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { newTotpSecret } from './totp';

/**
 * A new key and ten recovery codes, shown together on the enrolment page once; the key is kept
 * sealed and the codes as keyed hashes (lib/auth/secrets.ts), and neither works until a first
 * code confirms the key (lib/staff/sign-in.ts).
 */
export async function beginEnrolment(
  staffId: string,
): Promise<{ secret: string; codes: string[] }> {
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  await setPendingTotp(staffId, seal(secret), codes.map(hashRecoveryCode));
  return { secret, codes };
}
