import 'server-only';
import { company as us } from '@/content/company';
import type { Opportunity, Outcome } from '@/lib/db/board-schema';
import type { OutgoingMail } from '@/lib/db/queries/outbox';
import { LINK, singleUseLink } from '@/lib/mail-links';
import { absoluteUrl } from '@/lib/site';
import { opportunityPath } from './paths';
import { kindLabel, lagosTime } from './words';

/**
 * What companies are told of an opportunity, by mail through the outbox in the same transaction
 * as what it tells of: an invitation, an addendum, a published answer, the outcome. Each names
 * the opportunity, says what happened, and links to its page. What a member wrote (a question)
 * is quoted, never taken for the mail's own words.
 */

/** One person of a company an opportunity's mail goes to. */
export type Recipient = { companyId: string; companyName: string; email: string };

type Named = Pick<Opportunity, 'id' | 'title'>;

function toEach(
  recipients: readonly Recipient[],
  opportunity: Named,
  subject: string,
  lines: (recipient: Recipient) => readonly string[],
): OutgoingMail[] {
  const page = absoluteUrl(opportunityPath(opportunity.id));
  return recipients.map((recipient) => ({
    to: recipient.email,
    subject: `${subject}: ${opportunity.title}`.slice(0, 200),
    text: [
      'Hello,',
      '',
      ...lines(recipient),
      '',
      `The opportunity: ${page}`,
      '',
      'You receive this because your company marked it Interested. Mark it Not interested on its page and we send no more about it.',
      '',
      us.name,
    ].join('\n'),
    link: page,
  }));
}

/** Quoted, a line each, so that a member's words never read as ours. */
const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

export function invitationMail(
  to: string,
  companyName: string,
  opportunity: Pick<Opportunity, 'title' | 'kind' | 'closesAt'>,
  invitationId: string,
): OutgoingMail {
  return {
    to,
    subject: `${us.name} invites ${companyName}: ${opportunity.title}`.slice(0, 200),
    text: [
      'Hello,',
      '',
      `${us.name} invites ${companyName} to express interest in an opportunity open to invited companies only:`,
      '',
      `${opportunity.title} (${kindLabel[opportunity.kind]})`,
      `Expressions of interest close: ${lagosTime(opportunity.closesAt)}`,
      '',
      `Open it, signed in to the community portal: ${LINK}`,
      '',
      'Your colleagues on the portal find it on the opportunities board too.',
      '',
      us.name,
    ].join('\n'),
    ...singleUseLink('opportunity-invitation', invitationId),
  };
}

export function addendumMail(
  recipients: readonly Recipient[],
  opportunity: Named & Pick<Opportunity, 'closesAt'>,
  addendum: { number: number; note: string; changes: Record<string, [string, string]> },
): OutgoingMail[] {
  const changes = Object.entries(addendum.changes).flatMap(([field, [before, after]]) =>
    before ? [`- ${field}: was ${before}; now ${after}`] : [`- ${field}: ${after}`],
  );
  return toEach(recipients, opportunity, `Addendum ${addendum.number}`, () => [
    `Addendum ${addendum.number} changes "${opportunity.title}".`,
    '',
    ...changes,
    '',
    `Why: ${addendum.note}`,
    '',
    `Expressions of interest close: ${lagosTime(opportunity.closesAt)}`,
    'If your company has sent one, check whether it still answers the opportunity as it now stands.',
  ]);
}

export function answerMail(
  recipients: readonly Recipient[],
  opportunity: Named,
  question: string,
  answer: string,
): OutgoingMail[] {
  return toEach(recipients, opportunity, 'Clarification published', () => [
    `A question about "${opportunity.title}" has been answered. Everyone taking part sees it; the asker is not named.`,
    '',
    'The question:',
    ...quoted(question),
    '',
    'Our answer:',
    ...quoted(answer),
  ]);
}

export function outcomeMail(
  recipients: readonly Recipient[],
  opportunity: Named,
  outcome: Outcome,
): OutgoingMail[] {
  return recipients.map((recipient) => ({
    to: recipient.email,
    subject: `${outcome === 'shortlisted' ? 'Shortlisted' : 'Outcome'}: ${opportunity.title}`.slice(
      0,
      200,
    ),
    text: [
      'Hello,',
      '',
      outcome === 'shortlisted'
        ? `${recipient.companyName} is shortlisted for "${opportunity.title}". We will contact you about the next step.`
        : `Thank you for the expression of interest of ${recipient.companyName} in "${opportunity.title}". This time the company was not selected.`,
      '',
      `The outcome is also in your members area: ${absoluteUrl(opportunityPath(opportunity.id))}`,
      '',
      us.name,
    ].join('\n'),
    link: absoluteUrl(opportunityPath(opportunity.id)),
  }));
}
