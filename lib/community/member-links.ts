import 'server-only';
import { insertMemberLink } from '@/lib/db/queries/mail-links';
import type { Member } from '@/lib/db/queries/members';
import { queueMailInBackground } from '@/lib/mail';
import { linkEnd, singleUseLink, unissuedTokenHash } from '@/lib/mail-links';

/**
 * A single-use link for a member (a password reset, an address confirmation): its row, and its
 * mail in the outbox, where `LINK` in the text becomes the link as it is sent. The answer never
 * waits for the mail.
 */
export async function mailMemberLink(
  kind: 'password-reset' | 'email-confirmation',
  member: Member,
  mail: { subject: string; text: string },
): Promise<void> {
  const id = await insertMemberLink(kind, {
    tokenHash: unissuedTokenHash(),
    memberId: member.id,
    expiresAt: linkEnd(kind),
  });
  queueMailInBackground({ to: member.email, ...mail, ...singleUseLink(kind, id) }, kind);
}
