import 'server-only';
import { spendMemberEmailConfirmations } from '@/lib/db/queries/email-confirmations';
import {
  findMemberByEmail,
  markEmailConfirmed,
  updateMemberPassword,
} from '@/lib/db/queries/members';
import {
  consumePasswordReset,
  isPasswordResetLive,
  spendMemberPasswordResets,
} from '@/lib/db/queries/password-resets';
import { deleteMemberSessions } from '@/lib/db/queries/sessions';
import { HttpError } from '@/lib/http/errors';
import { hashPassword } from '@/lib/auth/password';
import { hashToken } from '@/lib/auth/tokens';
import { consume, limits } from '@/lib/rate-limit';
import { LINK } from '@/lib/mail-links';
import { mailMemberLink } from './member-links';
import { company } from '@/content/company';
import { log } from '@/lib/log';

export const RESET_REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within one hour.';

export const RESET_LINK_DEAD =
  'This reset link has expired or has already been used. Ask for a new one.';

/**
 * Counts the request against its limits, then answers. Everything that depends on the account
 * existing (the look-up, the stored link, the mail) runs after the answer, so neither the answer
 * nor its timing tells whether the address has an account. The link uses the configured site
 * URL, never the request's Host header.
 */
export async function requestPasswordReset(email: string, address: string): Promise<void> {
  // The address comes lower-cased from the form's schema (lib/validation/fields.ts).
  await consume(limits.resetByAddress(address));
  await consume(limits.resetByAccount(email));
  sendResetLink(email).catch((error: unknown) =>
    log.error({ err: error }, 'password reset link not sent'),
  );
}

async function sendResetLink(email: string): Promise<void> {
  const member = await findMemberByEmail(email);
  if (!member) return;
  await mailMemberLink('password-reset', member, {
    subject: `Reset your ${company.name} community password`,
    text: [
      `Hello ${member.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your community account.',
      `Choose a new password here within one hour: ${LINK}`,
      '',
      'If you did not ask, ignore this message; your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets the new password and signs the member out everywhere. The link proved the address, so it
 * counts as confirmed; every other reset or confirmation link of the member stops working.
 * Cheap checks first: the link must be live and the client address within its limit before the
 * new password is hashed; the link is spent once the hash is ready.
 */
export async function resetPassword(token: string, password: string, address: string) {
  const dead = () => new HttpError(400, RESET_LINK_DEAD, { token: [RESET_LINK_DEAD] });
  if (!(await isPasswordResetLive(hashToken(token)))) throw dead();
  await consume(limits.resetByAddress(address));
  const passwordHash = await hashPassword(password);
  const memberId = await consumePasswordReset(hashToken(token));
  if (!memberId) throw dead();
  await spendMemberPasswordResets(memberId);
  await updateMemberPassword(memberId, passwordHash);
  await markEmailConfirmed(memberId);
  await spendMemberEmailConfirmations(memberId);
  await deleteMemberSessions(memberId);
}
