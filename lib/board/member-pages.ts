import 'server-only';
import { redirect } from 'next/navigation';
import { isUuid } from '@/lib/alerts/stop-links';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { opportunityForCompany, publishedOpportunity, viewerCompany } from '@/lib/db/queries/board';
import { accessOf, type Viewer } from './access';

/**
 * The board's pages for a signed-in member: the login first without a session, and their own
 * company (never one named in the address) for what they may see.
 */
export async function boardViewer(path: string) {
  const session = await currentSession();
  if (!session) redirect(signedOutPath(path));
  if (!session.member) redirect('/community');
  const company = await viewerCompany(session.member.id);
  return { member: session.member, company };
}

/**
 * One opportunity as the member's company may see it: in full with its company's own answers,
 * as a summary with what to do, or undefined (as if there were none).
 */
export async function memberOpportunity(
  id: string,
  company: Awaited<ReturnType<typeof viewerCompany>>,
) {
  if (!isUuid(id)) return undefined;
  const found = await publishedOpportunity(id, company?.id);
  if (!found) return undefined;
  const viewer: Viewer = { company, member: true, invited: found.invited };
  const access = accessOf(found.opportunity, viewer);
  if (access === 'none') return undefined;
  const { title, kind, trades, areas, closesAt, questionsCloseAt } = found.opportunity;
  // A summary is only this: nothing else of the opportunity reaches the page.
  const summary = { id, title, kind, trades, areas, closesAt, questionsCloseAt };
  const full =
    access === 'full' && company
      ? { opportunity: found.opportunity, ...(await opportunityForCompany(id, company.id)) }
      : undefined;
  return { summary, full, viewer };
}
