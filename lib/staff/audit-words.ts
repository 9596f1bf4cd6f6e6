import type { AuditEntry } from '@/lib/db/schema';
import { staffTypeLabel } from '@/lib/validation/staff-inbox';
import { when } from '@/lib/words';
import { detailLines, type Detail } from './audit-details';

/**
 * The audit log in words for the admins who read it: for each entry what was done, what it was
 * about and its detail as short sentences, never the stored keys, codes, ids or machine dates.
 * Who acted is said elsewhere (actorLabel), so the detail leaves out what names the actor.
 */
export type AuditWords = { what: string; about: string; lines: string[] };

const actions: Record<string, string> = {
  download: 'Downloaded a CV',
  export: 'Exported the inbox (CSV)',
  change: 'Changed an enquiry',
  note: 'Added a note',
  reply: 'Replied to the visitor',
  'erasure-lookup': 'Looked up what is held about an address',
  'access-export': 'Downloaded a person’s data',
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'code-refused': 'Second-factor code refused',
  'recovery-code-used': 'Used a recovery code',
  'set-up': 'Set up their account',
  'set-up-refused': 'Set-up link refused',
  'staff-add': 'Invited a colleague',
  'staff-disable': 'Disabled a colleague',
  'staff-enable': 'Enabled a colleague',
  'staff-role': 'Changed a colleague’s role',
  'staff-remove': 'Removed a colleague',
  routing: 'Changed who is notified',
  backup: 'Backed up the database',
  restore: 'Restored the database from a backup',
  'supplier-view': 'Opened a company',
  'supplier-claim': 'Claimed a company to review',
  'supplier-release': 'Released a company',
  'supplier-document': 'Decided on a document',
  'supplier-identity': 'Decided on an identity check',
  'supplier-decision': 'Decided on a company',
  'supplier-lapsed': 'A company lapsed',
  'supplier-invite': 'Invited a company to register',
  'document-view': 'Opened a supplier’s document',
  'identity-view': 'Viewed an identity image',
  'opportunity-create': 'Drafted an opportunity',
  'opportunity-change': 'Changed an opportunity',
  'opportunity-publish': 'Published an opportunity',
  'opportunity-file': 'Changed an opportunity’s documents',
  'opportunity-invite': 'Invited companies to an opportunity',
  'clarification-answer': 'Answered a question and published it',
  'interest-view': 'Opened the expressions of interest',
  'interest-file-view': 'Opened a file of an expression of interest',
  'opportunity-outcomes': 'Sent the outcomes',
  notice: 'Posted a notice',
  publisher: 'Changed who may publish opportunities',
};

const templateChanges: Record<string, string> = {
  add: 'Added a saved reply',
  edit: 'Edited a saved reply',
  delete: 'Deleted a saved reply',
};

const moment = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? when(date) : 'an unknown date';
};

/** What was done, where the action alone does not say it (a view, an erasure, a saved reply). */
function whatWasDone(entry: Entry, detail: Detail): string {
  switch (entry.action) {
    case 'view':
      if (entry.subjectType === 'enquiry') return 'Viewed an enquiry';
      return detail.page === 'operations' ? 'Viewed failed mail' : 'Viewed the inbox';
    case 'erase':
      if (entry.subjectType === 'list') return 'Erased old enquiries';
      if (entry.subjectType === 'alerts') return 'Deleted unconfirmed alerts';
      return 'Erased a person’s data on request';
    case 'template':
      return templateChanges[String(detail.change)] ?? 'Changed a saved reply';
    case 'staff-link':
      // Whether it took a password and authenticator away (a colleague who had set up).
      if (detail.reset === true) return 'Reset a colleague’s sign-in';
      return detail.reset === false ? 'Made a set-up link' : 'Made a new set-up link';
    default:
      return actions[entry.action] ?? entry.action;
  }
}

type Entry = Pick<AuditEntry, 'action' | 'actor' | 'detail' | 'subjectType' | 'subjectId'>;

/** What the entry is about, in words: the enquiry's link is the page's (it knows the id). */
function aboutWhat(entry: Entry, detail: Detail, nameOf: (id: string) => string | undefined) {
  const { subjectType, subjectId } = entry;
  switch (subjectType) {
    case 'staff': {
      const name = subjectId ? nameOf(subjectId) : undefined;
      const email = typeof detail.email === 'string' ? detail.email : undefined;
      return name && email ? `${name} (${email})` : (name ?? email ?? 'A former colleague');
    }
    case 'email':
      return subjectId ?? '—';
    case 'backup':
      return subjectId ? `Backup ${subjectId}` : 'A backup';
    case 'company':
      return typeof detail.company === 'string' ? detail.company : 'A supplier company';
    case 'opportunity':
      return typeof detail.title === 'string' ? `“${detail.title}”` : 'An opportunity';
    case 'notice':
      return typeof detail.title === 'string' ? `The notice “${detail.title}”` : 'A notice';
    case 'alerts':
      return `Alerts not confirmed by ${moment(detail.unconfirmedBefore)}`;
    case 'list':
      if (entry.action === 'erase') return `Enquiries received before ${moment(detail.olderThan)}`;
      if (entry.action === 'template') return `“${String(detail.title ?? '')}”`;
      if (entry.action === 'routing')
        return `${staffTypeLabel[String(detail.type)] ?? 'Some'} enquiries`;
      return detail.page === 'operations' ? 'The operations page' : 'The inbox';
    default:
      return '—';
  }
}

export function auditWords(
  entry: Entry,
  nameOf: (id: string) => string | undefined = () => undefined,
): AuditWords {
  const detail = (entry.detail ?? {}) as Detail;
  return {
    what: whatWasDone(entry, detail),
    about: aboutWhat(entry, detail, nameOf),
    lines: detailLines(entry, detail, nameOf),
  };
}
