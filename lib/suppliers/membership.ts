import 'server-only';
import { memberSession } from '@/lib/community/account';
import { companyOfMember } from '@/lib/db/queries/companies';
import type { Company } from '@/lib/db/supplier-schema';
import type { CookieJar } from '@/lib/http/cookies';
import { HttpError } from '@/lib/http/errors';

export const NO_COMPANY = 'You have no company on the portal yet: register it first.';

/**
 * The signed-in member and the company they belong to, for a form's work: every company form
 * acts on the poster's own company, found from their session, never from an id in the post.
 */
export async function memberCompany(cookies: CookieJar, { owner = false } = {}) {
  const session = await memberSession(cookies);
  const membership = await companyOfMember(session.member.id);
  if (!membership) throw new HttpError(404, NO_COMPANY);
  if (owner && membership.role !== 'owner')
    throw new HttpError(403, 'Only the person who registered the company can do this.');
  return { member: session.member, companyId: membership.companyId, role: membership.role };
}

/** States in which the company's documents may be added to or renewed. */
export function mayUpload(company: Company): void {
  if (company.state === 'rejected')
    throw new HttpError(409, 'This company was not verified: documents can no longer be added.');
}

/** States in which the whole profile may change (afterwards only trades and areas). */
export const profileOpen = (company: Pick<Company, 'state'>) =>
  company.state === 'draft' || company.state === 'action-requested';
