import 'server-only';
import { findMemberByEmail, updateMemberPassword } from '@/lib/db/queries/members';
import { consumePasswordReset, insertPasswordReset } from '@/lib/db/queries/password-resets';
import { deleteMemberSessions } from '@/lib/db/queries/sessions';
import { HttpError } from '@/lib/http/errors';
import { hashPassword } from '@/lib/auth/password';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { sendMail } from '@/lib/mail';
import { consume, limits } from '@/lib/rate-limit';
import { absoluteUrl } from '@/lib/site';
import { company } from '@/content/company';
import { log } from '@/lib/log';

const RESET_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within one hour.';

export const RESET_LINK_DEAD =
  'This reset link has expired or has already been used. Ask for a new one.';

/**
 * Sends a single-use link valid for one hour. The answer is the same whether or not the
 * address has an account, and the mail goes out in the background so timing does not tell
 * either. The link uses the configured site URL, never the request's Host header.
 */
export async function requestPasswordReset(email: string, address: string): Promise<void> {
  const normalised = email.toLowerCase();
  await consume(limits.resetByAddress(address));
  await consume(limits.resetByAccount(normalised));
  const member = await findMemberByEmail(normalised);
  if (!member) return;
  const token = newToken();
  await insertPasswordReset({
    tokenHash: hashToken(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${absoluteUrl('/community-reset-password')}?token=${token}`;
  void sendMail({
    to: member.email,
    subject: `Reset your ${company.name} community password`,
    text: [
      `Hello ${member.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your community account.',
      `Choose a new password here within one hour: ${link}`,
      '',
      'If you did not ask, ignore this message; your password stays as it is.',
    ].join('\n'),
    link,
  }).catch((error: unknown) => log.error({ err: error }, 'password reset mail not sent'));
}

/** Sets the new password and signs the member out everywhere; the link then stops working. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const memberId = await consumePasswordReset(hashToken(token));
  if (!memberId) throw new HttpError(400, RESET_LINK_DEAD, { token: [RESET_LINK_DEAD] });
  await updateMemberPassword(memberId, await hashPassword(password));
  await deleteMemberSessions(memberId);
}
