import type { Opportunity } from '@/lib/db/board-schema';
import type { Company } from '@/lib/db/supplier-schema';

/**
 * Who sees what of an opportunity, the one rule every page, file and form of the board asks:
 *
 * - `full`: a verified company it is open to (every verified company of the classes allowed, or
 *   a company invited) sees everything and takes part;
 * - `summary`: a company it is open to that is not verified (or has lapsed), or a member without
 *   a company, sees its summary and what to do to take part; so does anyone, for an opportunity
 *   staff published with a public summary;
 * - `none`: anything else, drafts included, answers as if there were no such opportunity.
 */
export type Access = 'full' | 'summary' | 'none';

export type Viewer = {
  /** The member's company, when signed in with one. */
  company?: Pick<Company, 'id' | 'state' | 'supplierClass'>;
  /** A signed-in member (with or without a company). */
  member: boolean;
  /** Whether the company is invited to this opportunity. */
  invited: boolean;
};

type Rules = Pick<Opportunity, 'publishedAt' | 'visibility' | 'classes' | 'publicSummary'>;

/** Open to this company (or, for a member without one, to any verified company). */
function openTo(opportunity: Rules, viewer: Viewer): boolean {
  if (viewer.invited) return true;
  if (opportunity.visibility !== 'verified' || !viewer.member) return false;
  const { company } = viewer;
  return (
    !company ||
    opportunity.classes.length === 0 ||
    opportunity.classes.includes(company.supplierClass)
  );
}

export function accessOf(opportunity: Rules, viewer: Viewer): Access {
  if (!opportunity.publishedAt) return 'none';
  if (openTo(opportunity, viewer)) return viewer.company?.state === 'verified' ? 'full' : 'summary';
  return opportunity.publicSummary ? 'summary' : 'none';
}

/** Still taking expressions of interest: the server's clock decides, to the second. */
export const isOpen = (opportunity: Pick<Opportunity, 'closesAt'>, now = new Date()) =>
  now.getTime() < opportunity.closesAt.getTime();

export const questionsOpen = (
  opportunity: Pick<Opportunity, 'questionsCloseAt' | 'closesAt'>,
  now = new Date(),
) => isOpen(opportunity, now) && now.getTime() < opportunity.questionsCloseAt.getTime();

/** What a company that may not take part must do first, in a sentence. */
export function whatToDo(viewer: Viewer): string {
  const { company } = viewer;
  if (!viewer.member) return 'Sign in to the community portal to see it in full.';
  if (!company)
    return 'Register your company as a supplier: once our reviewers verify it, you can take part.';
  switch (company.state) {
    case 'verified':
      return 'This opportunity is for companies of another supplier class.';
    case 'lapsed':
      return 'Your company is no longer verified: upload the renewed documents, and once our reviewers accept them you can take part.';
    case 'rejected':
      return 'Your company was not verified, so it cannot take part.';
    case 'submitted':
      return 'Your company is waiting for review: once our reviewers verify it, you can take part.';
    default:
      return 'Finish your company’s registration and submit it for review: once our reviewers verify it, you can take part.';
  }
}
