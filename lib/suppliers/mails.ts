import 'server-only';
import { company as us } from '@/content/company';
import { findDocumentType, findIdentityDocument } from '@/content/supplier-documents';
import type { CompanyPerson } from '@/lib/db/queries/companies';
import type { OutgoingMail } from '@/lib/db/queries/outbox';
import type { Company, ReviewState } from '@/lib/db/supplier-schema';
import { LINK } from '@/lib/mail-links';
import { absoluteUrl } from '@/lib/site';
import { longDate } from './dates';

/**
 * What the company is told, by mail through the outbox, in the same transaction as the change:
 * decisions, documents staff want again, reminders of expiry, lapsing, invitations. Every text
 * says what happened and what to do next, with the link to the company's page.
 */

export const COMPANY_PAGE = '/community/company';
const page = () => absoluteUrl(COMPANY_PAGE);

/** One mail to each person of the company. */
export function toCompany(
  people: readonly CompanyPerson[],
  subject: string,
  lines: readonly string[],
): OutgoingMail[] {
  const text = ['Hello,', '', ...lines, '', `Your company's page: ${page()}`, '', us.name].join(
    '\n',
  );
  return people.map((person) => ({ to: person.email, subject, text, link: page() }));
}

const verdict: Record<Exclude<ReviewState, 'submitted'>, string> = {
  accepted: 'accepted',
  rejected: 'rejected',
  'action-requested': 'needs your attention',
};

export const documentName = (type: string) => findDocumentType(type)?.name ?? type;
export const identityName = (type: string) => findIdentityDocument(type)?.name ?? type;

/** A document or identity check staff decided, said on its own (the company must act, or a renewal). */
export function itemDecisionMail(
  people: readonly CompanyPerson[],
  company: Company,
  item: string,
  state: Exclude<ReviewState, 'submitted'>,
  message: string | null,
) {
  return toCompany(people, `${company.registeredName}: ${item} ${verdict[state]}`, [
    `We have reviewed the ${item} of ${company.registeredName}: it is ${verdict[state]}.`,
    ...(message ? ['', `Our note: ${message}`] : []),
    ...(state === 'accepted' ? [] : ['', 'Upload it again from your company’s page.']),
  ]);
}

export function companyDecisionMail(
  people: readonly CompanyPerson[],
  company: Company,
  state: 'verified' | 'action-requested' | 'rejected',
  message: string | null,
  decided: readonly string[],
) {
  const summary = decided.length
    ? ['', 'What we decided:', ...decided.map((line) => `- ${line}`)]
    : [];
  if (state === 'verified')
    return toCompany(people, `${company.registeredName} is a verified supplier`, [
      `${company.registeredName} is now a verified supplier of ${us.name}.`,
      ...summary,
      '',
      'Keep your documents current: we remind you 30 days, 7 days and on the day each expires.',
    ]);
  if (state === 'action-requested')
    return toCompany(people, `${company.registeredName}: action requested`, [
      `We need something more before we can verify ${company.registeredName}.`,
      '',
      `What to do: ${message ?? ''}`,
      ...summary,
      '',
      'Make the changes on your company’s page and submit it again.',
    ]);
  return toCompany(people, `${company.registeredName}: not verified`, [
    `We cannot verify ${company.registeredName} as a supplier.`,
    '',
    `Why: ${message ?? ''}`,
    ...summary,
    '',
    `If you think this is wrong, reply to this mail or write to ${us.email}.`,
  ]);
}

export function reminderMail(
  people: readonly CompanyPerson[],
  company: Company,
  type: string,
  expiresOn: string,
  days: number,
) {
  const name = documentName(type);
  const when =
    days < 0
      ? `expired on ${longDate(expiresOn)}`
      : days === 0
        ? 'expires today'
        : `expires on ${longDate(expiresOn)}, in ${days} day${days === 1 ? '' : 's'}`;
  const subject =
    days < 0 ? 'has expired' : days === 0 ? 'expires today' : `expires in ${days} days`;
  return toCompany(people, `${company.registeredName}: ${name} ${subject}`, [
    `The ${name} of ${company.registeredName} ${when}.`,
    '',
    company.state === 'verified' && days >= 0
      ? 'Upload the renewed document before then, or the company stops being a verified supplier the day after.'
      : 'Upload the renewed document on your company’s page.',
  ]);
}

export function lapsedMail(people: readonly CompanyPerson[], company: Company, expired: string[]) {
  return toCompany(people, `${company.registeredName} is no longer verified`, [
    `${company.registeredName} is no longer a verified supplier: ${expired.join(', ')} expired.`,
    '',
    'Upload the renewed document on your company’s page: once we accept it, the company is verified again.',
  ]);
}

export function colleagueInvitationMail(
  to: string,
  company: Company,
  from: string,
  invitationId: string,
): OutgoingMail {
  return {
    to,
    subject: `Join ${company.registeredName} on the ${us.name} community portal`,
    text: [
      'Hello,',
      '',
      `${from} invited you to join ${company.registeredName} on the ${us.name} community portal, where suppliers keep their documents current and see our opportunities.`,
      '',
      `Open this link within 7 days, signed in with this address (register first if you have no account): ${LINK}`,
      '',
      'If you do not know this company, ignore this mail: nothing happens.',
    ].join('\n'),
    link: absoluteUrl('/community/company/join'),
    linkKind: 'company-invitation',
    linkTokenId: invitationId,
  };
}

export function supplierInvitationMail(to: string, companyName: string): OutgoingMail {
  const register = absoluteUrl('/community-register');
  return {
    to,
    subject: `${us.name} invites ${companyName} to register as a supplier`,
    text: [
      'Hello,',
      '',
      `${us.name} invites ${companyName} to register as a verified supplier.`,
      '',
      `1. Create a community account with this address: ${register}`,
      `2. Then register your company and upload its documents: ${page()}`,
      '',
      `Questions: ${us.email}`,
    ].join('\n'),
    link: register,
  };
}

export const decidedLine = (item: string, state: ReviewState, message: string | null) =>
  `${item}: ${state === 'submitted' ? 'not reviewed' : verdict[state]}${message ? ` (${message})` : ''}`;

export const identityItem = (type: string) => `identity document (${identityName(type)})`;
