import 'server-only';
import { verifyPassword, hashPassword } from '@/lib/auth/password';
import { sessionFromJar, sessionFromRequest, type SessionRecord } from '@/lib/auth/session';
import { deleteMemberAccount } from '@/lib/db/queries/member-enquiries';
import { updateMemberPassword } from '@/lib/db/queries/members';
import { spendMemberPasswordResets } from '@/lib/db/queries/password-resets';
import { deleteMemberSessions } from '@/lib/db/queries/sessions';
import type { CookieJar } from '@/lib/http/cookies';
import { HttpError } from '@/lib/http/errors';
import { consume, forget, limits } from '@/lib/rate-limit';
import { WRONG_CURRENT_PASSWORD } from '@/lib/validation/account';

type MemberSession = SessionRecord & { member: NonNullable<SessionRecord['member']> };

/** The signed-in member behind a request (or a form's post), re-checked against the database. */
export async function memberSession(from: Request | CookieJar): Promise<MemberSession> {
  const session = await (from instanceof Request ? sessionFromRequest(from) : sessionFromJar(from));
  if (!session) throw new HttpError(401, 'Your session has ended. Please sign in again.');
  if (!session.member) {
    throw new HttpError(403, 'This account is managed by the community provider.');
  }
  return session as MemberSession;
}

/**
 * Checks the member's current password under the login limits (per address and per account,
 * counted before the check), so a stolen session cannot guess the password any faster than
 * the login form allows. A right password clears the account's count, as a login does.
 */
async function checkCurrentPassword(session: MemberSession, password: string, address: string) {
  const account = limits.loginByAccount(session.member.email);
  await consume(limits.loginByAddress(address));
  await consume(account);
  if (!(await verifyPassword(session.member.passwordHash, password))) {
    throw new HttpError(422, WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await forget(account);
}

/** New password; every other session of the member ends, this one stays signed in. */
export async function changePassword(
  session: MemberSession,
  { currentPassword, password }: { currentPassword: string; password: string },
  address: string,
): Promise<void> {
  await checkCurrentPassword(session, currentPassword, address);
  await updateMemberPassword(session.member.id, await hashPassword(password));
  await spendMemberPasswordResets(session.member.id);
  await deleteMemberSessions(session.member.id, session.id);
}

/** Deletes the member with their sessions, enquiries and CVs, once the password is confirmed. */
export async function deleteAccount(
  session: MemberSession,
  currentPassword: string,
  address: string,
): Promise<void> {
  await checkCurrentPassword(session, currentPassword, address);
  await deleteMemberAccount(session.member.id);
}
