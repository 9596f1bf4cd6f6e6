import 'server-only';
import { redirect } from 'next/navigation';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { companyOfMember, readCompany } from '@/lib/db/queries/companies';

/**
 * The signed-in member's company for one of its pages: the login first without a session, the
 * company's page when they have no company (it offers to register one). A page of the company
 * never takes a company's id from its address: it is always the member's own.
 */
export async function memberCompanyPage(path: string) {
  const session = await currentSession();
  if (!session) redirect(signedOutPath(path));
  if (!session.member) redirect('/community');
  const membership = await companyOfMember(session.member.id);
  const current = membership && (await readCompany(membership.companyId));
  if (!current) redirect('/community/company');
  return { member: session.member, role: membership.role, ...current };
}
