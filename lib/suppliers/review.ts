import 'server-only';
import type { CompanyPlan, CompanySnapshot } from '@/lib/db/queries/companies';
import type { AuditRecord } from '@/lib/db/queries/audit';
import { noImages } from '@/lib/db/queries/supplier-files';
import type { ReviewState } from '@/lib/db/supplier-schema';
import { HttpError } from '@/lib/http/errors';
import { lagosToday } from './dates';
import {
  companyDecisionMail,
  decidedLine,
  documentName,
  identityItem,
  itemDecisionMail,
} from './mails';
import { holdings, requiredStillValid, verificationGaps } from './requirements';

/**
 * The review's rules, as plans over a company's snapshot (lib/db/queries/companies.ts applies
 * them in one transaction): who may review (never someone of the company or who invited it),
 * the claim that keeps two reviewers apart, and what each decision changes, mails and records.
 */

export type Reviewer = { id: string; email: string; name: string; admin: boolean };
export type Decision = Exclude<ReviewState, 'submitted'>;

export const NOT_YOURS_TO_REVIEW =
  'You belong to this company or invited it to join: a colleague must review it.';
export const CLAIM_FIRST = 'Claim this company before deciding: it is not yours to review yet.';
export const CLAIMED_BY_ANOTHER =
  'A colleague is reviewing this company: wait for them to release it, or ask an admin to take it over.';

/** Why `reviewer` may not review this company, if they may not. */
export function conflictOfInterest(current: CompanySnapshot, reviewer: Reviewer): boolean {
  const email = reviewer.email.toLowerCase();
  return (
    current.company.invitedByStaffId === reviewer.id ||
    current.people.some((person) => person.email.toLowerCase() === email)
  );
}

const audited = (
  current: CompanySnapshot,
  record: Omit<AuditRecord, 'subjectType' | 'subjectId'>,
) => ({ ...record, subjectType: 'company', subjectId: current.company.id }) as const;

function mustHoldClaim(current: CompanySnapshot, reviewer: Reviewer) {
  if (conflictOfInterest(current, reviewer)) throw new HttpError(403, NOT_YOURS_TO_REVIEW);
  if (current.company.claimedBy !== reviewer.id) {
    throw new HttpError(409, current.company.claimedBy ? CLAIMED_BY_ANOTHER : CLAIM_FIRST);
  }
}

export function claimPlan(
  current: CompanySnapshot,
  reviewer: Reviewer,
  takeOver = false,
): CompanyPlan<'claimed'> {
  if (conflictOfInterest(current, reviewer)) throw new HttpError(403, NOT_YOURS_TO_REVIEW);
  const { claimedBy } = current.company;
  if (claimedBy && claimedBy !== reviewer.id && !(takeOver && reviewer.admin))
    throw new HttpError(409, CLAIMED_BY_ANOTHER);
  return {
    company: { claimedBy: reviewer.id, claimedAt: new Date() },
    audit: [
      audited(current, {
        action: 'supplier-claim',
        detail: {
          company: current.company.registeredName,
          ...(claimedBy && claimedBy !== reviewer.id ? { takenOver: true } : {}),
        },
      }),
    ],
    result: 'claimed',
  };
}

export function releasePlan(current: CompanySnapshot, reviewer: Reviewer): CompanyPlan<'released'> {
  if (current.company.claimedBy !== reviewer.id) throw new HttpError(409, CLAIM_FIRST);
  return {
    company: { claimedBy: null, claimedAt: null },
    audit: [
      audited(current, {
        action: 'supplier-release',
        detail: { company: current.company.registeredName },
      }),
    ],
    result: 'released',
  };
}

const needsNote = (decision: Decision, note: string) => {
  if (decision !== 'accepted' && !note)
    throw new HttpError(422, 'Say what is wrong or what to do: the company reads this.', {
      note: ['Say what is wrong or what to do: the company reads this.'],
    });
};

/**
 * After a document or identity decision on a company that was decided before (a renewal): it is
 * verified again once everything required holds, and leaves the queue when nothing waits.
 */
function afterItemDecision(
  current: CompanySnapshot,
  documents: CompanySnapshot['documents'],
  identityState: ReviewState | undefined,
) {
  const { company } = current;
  if (company.state !== 'verified' && company.state !== 'lapsed') return {};
  const waiting =
    documents.some((d) => d.replacedAt === null && d.state === 'submitted') ||
    identityState === 'submitted';
  const held = holdings(company, documents, lagosToday());
  const verifiedAgain =
    company.state === 'lapsed' && requiredStillValid(held) && identityState === 'accepted';
  return {
    ...(waiting ? {} : { waitingSince: null, claimedBy: null, claimedAt: null }),
    ...(verifiedAgain
      ? { state: 'verified' as const, stateMessage: null, verifiedAt: new Date() }
      : {}),
  };
}

export function documentDecisionPlan(
  current: CompanySnapshot,
  reviewer: Reviewer,
  documentId: string,
  decision: Decision,
  note: string,
): CompanyPlan<string> {
  mustHoldClaim(current, reviewer);
  const document = current.documents.find((d) => d.id === documentId && d.replacedAt === null);
  if (!document) throw new HttpError(404, 'This document is no longer the current one.');
  needsNote(decision, note);
  const decided = {
    state: decision,
    staffMessage: note || null,
    decidedAt: new Date(),
    decidedBy: reviewer.id,
  };
  const documents = current.documents.map((d) => (d.id === documentId ? { ...d, ...decided } : d));
  const change = afterItemDecision(current, documents, current.identity?.state);
  const name = documentName(document.type);
  const renewal = current.company.state === 'verified' || current.company.state === 'lapsed';
  return {
    documents: [{ id: documentId, set: decided }],
    company: Object.keys(change).length ? change : undefined,
    mails:
      decision !== 'accepted' || renewal
        ? itemDecisionMail(current.people, current.company, name, decision, note || null)
        : [],
    audit: [
      audited(current, {
        action: 'supplier-document',
        detail: {
          document: name,
          decision,
          note: note || undefined,
          ...('state' in change ? { verifiedAgain: true } : {}),
        },
      }),
    ],
    result: `${name}: ${decision === 'accepted' ? 'accepted' : decision === 'rejected' ? 'rejected' : 'action requested'}.`,
  };
}

export function identityDecisionPlan(
  current: CompanySnapshot,
  reviewer: Reviewer,
  decision: Decision,
  note: string,
): CompanyPlan<string> {
  mustHoldClaim(current, reviewer);
  const identity = current.identity;
  if (!identity) throw new HttpError(404, 'This company has sent no identity document.');
  needsNote(decision, note);
  const now = new Date();
  const change = afterItemDecision(current, current.documents, decision);
  const item = identityItem(identity.documentType);
  return {
    identity: {
      id: identity.id,
      set: {
        state: decision,
        staffMessage: note || null,
        decidedAt: now,
        decidedBy: reviewer.id,
        decidedByName: reviewer.name,
        // A decision is taken: the images have served and go now.
        ...noImages(now),
      },
    },
    company: Object.keys(change).length ? change : undefined,
    mails:
      decision === 'accepted'
        ? []
        : itemDecisionMail(current.people, current.company, item, decision, note || null),
    audit: [
      audited(current, {
        action: 'supplier-identity',
        detail: { decision, note: note || undefined, imagesDeleted: true },
      }),
    ],
    result: `Identity check: ${decision === 'accepted' ? 'accepted' : decision === 'rejected' ? 'rejected' : 'action requested'}. Its images are deleted.`,
  };
}

export type CompanyDecision = 'verified' | 'action-requested' | 'rejected';

export function companyDecisionPlan(
  current: CompanySnapshot,
  reviewer: Reviewer,
  decision: CompanyDecision,
  note: string,
): CompanyPlan<string> {
  mustHoldClaim(current, reviewer);
  const { company, documents, identity } = current;
  if (company.state !== 'submitted')
    throw new HttpError(409, 'This company is not waiting for a decision.');
  const held = holdings(company, documents, lagosToday());
  if (decision === 'verified') {
    const gaps = verificationGaps(held, identity);
    if (gaps.length) throw new HttpError(422, `Not yet: ${gaps.join('; ')}.`);
  } else if (!note) {
    throw new HttpError(422, 'Say what the company must do, or why: they read this.', {
      note: ['Say what the company must do, or why: they read this.'],
    });
  }
  const now = new Date();
  const lines = [
    ...held
      .filter((holding) => holding.current)
      .map(({ type, current: d }) => decidedLine(type.name, d!.state, d!.staffMessage)),
    ...(identity
      ? [decidedLine(identityItem(identity.documentType), identity.state, identity.staffMessage)]
      : []),
  ];
  return {
    company: {
      state: decision,
      stateMessage: decision === 'verified' ? null : note,
      decidedAt: now,
      decidedBy: reviewer.id,
      ...(decision === 'verified' ? { verifiedAt: now } : {}),
      waitingSince: null,
      claimedBy: null,
      claimedAt: null,
    },
    // The decision is taken: identity images still held go with it.
    identity:
      identity && (identity.hasFront || identity.hasBack)
        ? { id: identity.id, set: noImages(now) }
        : undefined,
    mails: companyDecisionMail(current.people, company, decision, note || null, lines),
    audit: [
      audited(current, {
        action: 'supplier-decision',
        detail: { company: company.registeredName, decision, note: note || undefined },
      }),
    ],
    result:
      decision === 'verified'
        ? `${company.registeredName} is verified; the company is told by mail.`
        : decision === 'rejected'
          ? `${company.registeredName} is rejected; the company is told why by mail.`
          : `Action requested of ${company.registeredName}; the company is told by mail.`,
  };
}
