import 'server-only';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { dummyHash, verifyPassword } from '@/lib/auth/password';
import { consume, forget, limits } from '@/lib/rate-limit';
import type { LoginValues } from '@/lib/validation/login';
import { refuseUnconfirmed } from './email-confirmation';
import { providerLogin, providerPublicProfile, type ProviderAnswer } from './provider';
import type { PublicProfile } from './profile';

export const WRONG_CREDENTIALS = 'That e-mail address and password do not match an account.';

export type SignedIn = {
  memberId: string | null;
  profile: PublicProfile;
  providerAnswer?: ProviderAnswer;
};

/**
 * Checks credentials under two limits: attempts per client address, and attempts per account
 * (so spreading a guessing attack over many addresses does not help). Each attempt is counted
 * before its password is checked, in one atomic step, so a burst of concurrent guesses checks
 * no more passwords than the limit; a successful login clears the account's count. Unknown
 * e-mails and wrong passwords get the same answer after the same work.
 */
export async function signIn(values: LoginValues, address: string): Promise<SignedIn> {
  const { email } = values;
  const account = limits.loginByAccount(email);
  await consume(limits.loginByAddress(address));
  await consume(account);

  let result: SignedIn | null = null;
  if (env().COMMUNITY_API_URL) {
    const answer = await providerLogin(email, values.password);
    if (answer)
      result = {
        memberId: null,
        profile: providerPublicProfile(answer, email),
        providerAnswer: answer,
      };
  } else {
    const member = await findMemberByEmail(email);
    const valid = await verifyPassword(
      member?.passwordHash ?? (await dummyHash()),
      values.password,
    );
    if (member && valid) {
      if (!member.emailConfirmedAt) await refuseUnconfirmed(member);
      result = {
        memberId: member.id,
        profile: {
          firstName: member.firstName,
          lastName: member.lastName,
          username: member.username,
        },
      };
    }
  }
  if (!result) throw new HttpError(401, WRONG_CREDENTIALS);
  await forget(account);
  return result;
}
