import 'server-only';
import { hashToken } from '@/lib/auth/tokens';
import { invitationByToken, markInvitationOpened, viewerCompany } from '@/lib/db/queries/board';

/**
 * An invitation's link opened by a signed-in member: for a member of the invited company it is
 * recorded as opened (staff see it) and leads to the opportunity; for anyone else it grants
 * nothing. 'other': the invitation is real but for another company; 'dead': no such link, or it
 * has expired.
 */
export async function openInvitation(
  token: string | undefined,
  memberId: string | undefined,
  now = new Date(),
): Promise<{ opportunityId: string } | 'other' | 'dead'> {
  const invitation = token ? await invitationByToken(hashToken(token)) : undefined;
  if (!invitation || invitation.expiresAt.getTime() <= now.getTime()) return 'dead';
  const company = memberId ? await viewerCompany(memberId) : undefined;
  if (company?.id !== invitation.companyId) return 'other';
  await markInvitationOpened(invitation.id, now);
  return { opportunityId: invitation.opportunityId };
}
