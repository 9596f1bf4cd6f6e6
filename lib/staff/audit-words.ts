import type { AuditEntry } from '@/lib/db/schema';
import { staffStatusLabel } from '@/lib/validation/staff-inbox';

/**
 * The audit log in words for the admins who read it: each action as a phrase, and its detail as
 * short "what: value" lines instead of the stored JSON. Who acted is said elsewhere
 * (actorLabel), so the detail leaves out what names the actor.
 */
const actions: Record<string, string> = {
  view: 'Viewed',
  download: 'Downloaded a CV',
  export: 'Exported the inbox (CSV)',
  change: 'Changed an enquiry',
  note: 'Added a note',
  reply: 'Replied to the visitor',
  erase: 'Erased',
  'erasure-lookup': 'Looked up what is held about an address',
  'access-export': 'Downloaded a person’s data',
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'code-refused': 'Second-factor code refused',
  'recovery-code-used': 'Used a recovery code',
  'set-up': 'Set up their account',
  'set-up-refused': 'Set-up link refused',
  'staff-add': 'Invited a colleague',
  'staff-link': 'Sent a new set-up link',
  'staff-disable': 'Disabled a colleague',
  'staff-enable': 'Enabled a colleague',
  'staff-role': 'Changed a colleague’s role',
  'staff-remove': 'Removed a colleague',
  routing: 'Changed who is notified',
  template: 'Changed a saved reply',
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

export const actionWords = (action: string) => actions[action] ?? action;

const names: Record<string, string> = {
  filters: 'Filters',
  q: 'search',
  page: 'page',
  rows: 'rows',
  complete: 'complete',
  file: 'File',
  reason: 'Why',
  method: 'How',
  address: 'From',
  left: 'Codes left',
  email: 'E-mail',
  name: 'Name',
  role: 'Role',
  enquiries: 'Enquiries',
  cvs: 'CVs',
  member: 'Member account',
  mail: 'Mail',
  auditEntriesRedacted: 'Audit entries cleared',
  sessionsEnded: 'Sessions ended',
  staffChanged: 'Staff accounts changed back',
  bytes: 'Size',
  sha256: 'SHA-256',
  title: 'Title',
  releasedMail: 'Held mails released',
  company: 'Company',
  document: 'Document',
  decision: 'Decision',
  note: 'Note',
  side: 'Side',
  expired: 'Expired',
  takenOver: 'Taken over',
  verifiedAgain: 'Verified again',
  imagesDeleted: 'Images deleted',
  identityImages: 'Identity images deleted',
  drafts: 'Abandoned drafts deleted',
  files: 'Rejected files deleted',
  list: 'List',
  addendum: 'Addendum',
  allowed: 'May publish',
  companies: 'Companies',
  shortlisted: 'Shortlisted',
  notSelected: 'Not selected',
  poll: 'With a poll',
  changes: 'Changed',
};

const omitted = new Set(['osUser', 'noteId', 'replyId', 'during', 'field']);

function value(key: string, raw: unknown): string {
  if (raw === null || raw === undefined || raw === '') return '—';
  if (typeof raw === 'boolean') return raw ? 'yes' : 'no';
  if (key === 'bytes' && typeof raw === 'number')
    return raw < 1024 * 1024
      ? `${Math.ceil(raw / 1024)} KB`
      : `${(raw / 1024 / 1024).toFixed(1)} MB`;
  if (Array.isArray(raw))
    return raw.length ? raw.map((item) => value(key, item)).join(', ') : 'none';
  if (typeof raw === 'object')
    return Object.entries(raw as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .map(([inner, v]) => `${names[inner] ?? inner} ${value(inner, v)}`)
      .join(', ');
  return String(raw);
}

/** The entry's detail as lines for a person. */
export function detailLines(entry: Pick<AuditEntry, 'action' | 'actor' | 'detail'>): string[] {
  const detail = { ...((entry.detail ?? {}) as Record<string, unknown>) };
  const lines: string[] = [];
  if (entry.action === 'change') {
    const label = (status: unknown) =>
      staffStatusLabel[String(status)] ?? String(status ?? 'nobody');
    if (detail.field === 'status')
      lines.push(`Status: ${label(detail.from)} → ${label(detail.to)}`);
    else lines.push('Assignment changed');
    delete detail.from;
    delete detail.to;
  }
  if (entry.action === 'staff-role' || entry.action === 'routing') {
    lines.push(`From ${value('from', detail.from)} to ${value('to', detail.to)}`);
    delete detail.from;
    delete detail.to;
  }
  if (entry.actor === 'visitor') delete detail.address;
  for (const [key, raw] of Object.entries(detail)) {
    if (omitted.has(key) || raw === undefined) continue;
    const said = value(key, raw);
    if (said) lines.push(`${names[key] ?? key}: ${said}`);
  }
  return lines;
}
