import type { AuditEntry } from '@/lib/db/schema';
import { staffStatusLabel, staffTypeLabel } from '@/lib/validation/staff-inbox';
import { counted } from '@/lib/words';

/** An audit entry's stored detail: whatever its action wrote (lib/db/queries, lib/staff). */
export type Detail = Record<string, unknown>;

type Entry = Pick<AuditEntry, 'action' | 'actor' | 'subjectType'>;

const number = (value: unknown) => (typeof value === 'number' ? value : 0);
const status = (value: unknown) => staffStatusLabel[String(value)] ?? String(value);
const role = (value: unknown) => (value === 'admin' ? 'Admin' : 'Staff');
const list = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.join(', ') : 'the default';

const methods: Record<string, string> = {
  authenticator: 'With the authenticator app',
  'recovery code': 'With a recovery code',
  'new authenticator': 'With a new authenticator, just set up',
};

const reasons: Record<string, string> = {
  schedule: 'On schedule',
  command: 'Asked for at the command line',
  'pre-migration': 'Before a database upgrade',
};

const filterNames: Record<string, (value: unknown) => string> = {
  type: (value) => `type ${staffTypeLabel[String(value)] ?? String(value)}`,
  status: (value) => `status ${status(value)}`,
  from: (value) => `received from ${String(value)}`,
  to: (value) => `received to ${String(value)}`,
  q: (value) => `search “${String(value)}”`,
};

/** The inbox's filters as a person would say them: "Filters: status New, search “okafor”". */
function filters(value: unknown): string {
  const said = Object.entries((value ?? {}) as Detail)
    .filter(([key, inner]) => inner !== undefined && inner !== '' && filterNames[key])
    .map(([key, inner]) => filterNames[key]!(inner));
  return said.length ? `Filters: ${said.join(', ')}` : 'No filters';
}

/** What an erasure or an access request covered, counted. */
function held(detail: Detail, took: string): string[] {
  const lines = [
    `${counted(number(detail.enquiries), 'enquiry', 'enquiries')} (${number(detail.cvs)} with a CV)`,
    detail.member ? `The member account ${took}` : 'No member account',
    counted(number(detail.mail), 'e-mail', 'e-mails'),
    counted(number(detail.alerts), 'alert', 'alerts'),
  ];
  if (detail.companies !== undefined)
    lines.push(counted(number(detail.companies), 'supplier company', 'supplier companies'));
  if (number(detail.identityImages) > 0)
    lines.push(counted(number(detail.identityImages), 'identity image', 'identity images'));
  if (detail.notes !== undefined)
    lines.splice(1, 0, counted(number(detail.notes), 'note', 'notes'));
  if (detail.replies !== undefined)
    lines.splice(2, 0, counted(number(detail.replies), 'reply', 'replies'));
  if (detail.auditEntriesRedacted !== undefined)
    lines.push(
      `The address cleared from ${counted(number(detail.auditEntriesRedacted), 'audit entry', 'audit entries')}`,
    );
  return lines;
}

const from = (detail: Detail) =>
  typeof detail.address === 'string' ? [`From ${detail.address}`] : [];
const why = (detail: Detail) =>
  typeof detail.reason === 'string' ? [`Why: ${detail.reason}`] : [];

function size(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The entry's detail as short sentences; what names the actor is said in its own column. */
export function detailLines(
  entry: Entry,
  detail: Detail,
  nameOf: (id: string) => string | undefined,
): string[] {
  const person = (id: unknown) =>
    typeof id === 'string' ? (nameOf(id) ?? 'a former colleague') : 'nobody';
  // A visitor's address is the "who" of their entry.
  const origin = entry.actor === 'visitor' ? [] : from(detail);
  switch (entry.action) {
    case 'view':
      if (detail.page === 'operations')
        return [
          `${counted(number(detail.mailErrors), 'failed mail', 'failed mails')} with their errors`,
        ];
      return entry.subjectType === 'list'
        ? [`Page ${number(detail.page) || 1}`, filters(detail.filters)]
        : [];
    case 'export':
      return [
        filters(detail.filters),
        counted(number(detail.rows), 'row', 'rows'),
        ...(detail.complete === false ? ['Stopped before the end'] : []),
      ];
    case 'download':
      return typeof detail.file === 'string' ? [`File: ${detail.file}`] : [];
    case 'change':
      if (detail.field === 'status')
        return [
          `Status: ${status(detail.from)} → ${status(detail.to)}`,
          ...(number(detail.releasedMail) > 0
            ? [`${counted(number(detail.releasedMail), 'held mail', 'held mails')} sent`]
            : []),
        ];
      return [`Assigned: ${person(detail.from)} → ${person(detail.to)}`];
    case 'reply':
      return detail.from !== undefined && detail.from !== detail.to
        ? [`Status: ${status(detail.from)} → ${status(detail.to)}`]
        : [];
    case 'erase':
      if (entry.subjectType === 'list' || entry.subjectType === 'alerts') {
        const n = number(detail.count);
        return [
          n === 0
            ? 'None were that old'
            : `${n} ${entry.subjectType === 'list' ? 'erased' : 'deleted'}`,
        ];
      }
      return held(detail, 'erased');
    case 'access-export':
      return held(detail, 'included');
    case 'sign-in':
      return [
        ...(methods[String(detail.method)] ? [methods[String(detail.method)]!] : []),
        ...origin,
      ];
    case 'sign-in-refused':
    case 'set-up-refused':
      return why(detail);
    case 'code-refused':
      return [
        ...(why(detail).length ? why(detail) : ['Why: not the right code']),
        ...(detail.during === 'enrolment' ? ['While setting up an authenticator'] : []),
        ...origin,
      ];
    case 'recovery-code-used':
      return [`${counted(number(detail.left), 'recovery code', 'recovery codes')} left`];
    case 'set-up':
      return origin;
    case 'staff-link':
      return detail.reset === true
        ? [
            'Their password and authenticator stopped working and their sessions ended; a new set-up link went to them',
          ]
        : [];
    case 'staff-add':
      return [`As ${detail.role === 'admin' ? 'an admin' : 'staff'}`];
    case 'staff-role':
      return [`From ${role(detail.from)} to ${role(detail.to)}`];
    case 'routing':
      return [`From ${list(detail.from)} to ${list(detail.to)}`];
    case 'backup':
      return [
        reasons[String(detail.reason)] ?? `Why: ${String(detail.reason)}`,
        `Size: ${size(number(detail.bytes))}`,
        `SHA-256: ${String(detail.sha256)}`,
      ];
    case 'restore': {
      const changed = Array.isArray(detail.staffChanged) ? detail.staffChanged : [];
      return [
        `${counted(number(detail.sessionsEnded), 'session', 'sessions')} ended`,
        ...(changed.length ? [`Staff accounts changed back: ${changed.join(', ')}`] : []),
      ];
    }
    case 'supplier-claim':
      return detail.takenOver ? ['Taken over from a colleague'] : [];
    case 'supplier-document':
    case 'supplier-identity':
    case 'supplier-decision':
      return [
        ...(typeof detail.document === 'string' ? [`Document: ${detail.document}`] : []),
        `Decision: ${decisions[String(detail.decision)] ?? String(detail.decision)}`,
        ...(typeof detail.note === 'string' ? [`Note: ${detail.note}`] : []),
        ...(detail.verifiedAgain ? ['The company is verified again'] : []),
        ...(detail.imagesDeleted ? ['Its images are deleted'] : []),
      ];
    case 'supplier-lapsed':
      return [`Expired: ${list(detail.expired)}`];
    case 'document-view':
      return typeof detail.file === 'string' ? [`File: ${detail.file}`] : [];
    case 'identity-view':
      return [`The ${detail.side === 'back' ? 'back' : 'front'} of the identity document`];
    case 'opportunity-create':
      return [];
    case 'opportunity-change':
      return [
        ...(Array.isArray(detail.changes) && detail.changes.length
          ? [`Changed: ${detail.changes.map((key) => fieldNames[String(key)] ?? key).join(', ')}`]
          : []),
        ...addendum(detail),
      ];
    case 'opportunity-publish':
      return number(detail.companies) > 0
        ? [`${counted(number(detail.companies), 'invited company', 'invited companies')} mailed`]
        : [];
    case 'opportunity-file':
      return [
        ...(typeof detail.file === 'string'
          ? [`${detail.withdrawn ? 'Withdrawn' : 'Added'}: ${detail.file}`]
          : []),
        ...addendum(detail),
      ];
    case 'opportunity-invite':
      return [`Invited: ${list(detail.companies)}`];
    case 'clarification-answer':
      return typeof detail.question === 'string' ? [`Question: ${detail.question}`] : [];
    case 'interest-view':
      return [
        counted(number(detail.companies), 'expression of interest', 'expressions of interest'),
      ];
    case 'interest-file-view':
      return typeof detail.file === 'string' ? [`File: ${detail.file}`] : [];
    case 'opportunity-outcomes':
      return [
        `Shortlisted: ${names(detail.shortlisted)}`,
        `Not selected: ${names(detail.notSelected)}`,
      ];
    case 'notice':
      return detail.poll ? ['With a poll'] : [];
    case 'publisher':
      return [
        detail.allowed ? 'May now publish opportunities' : 'May no longer publish opportunities',
      ];
    default:
      return [];
  }
}

/** An opportunity's fields, as its form names them. */
const fieldNames: Record<string, string> = {
  title: 'title',
  kind: 'kind',
  description: 'scope',
  trades: 'trades',
  areas: 'areas',
  classes: 'supplier classes',
  visibility: 'who may take part',
  publicSummary: 'public summary',
  questionsCloseAt: 'questions’ closing time',
  closesAt: 'closing time',
};

const addendum = (detail: Detail) =>
  typeof detail.addendum === 'number' ? [`Addendum ${detail.addendum}`] : [];
const names = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none';

const decisions: Record<string, string> = {
  accepted: 'accepted',
  rejected: 'rejected',
  'action-requested': 'action requested',
  verified: 'verified',
};
