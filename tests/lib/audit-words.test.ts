/**
 * Every kind of audit entry reads as words for a person (lib/staff/audit-words.ts): what was
 * done, what about, and the detail as sentences, with none of the stored keys, codes, ids or
 * machine dates the entries keep.
 */
import { expect, test } from '@jest/globals';
import type { AuditEntry } from '@/lib/db/schema';
import { auditWords } from '@/lib/staff/audit-words';
import { timeAgo } from '@/lib/words';

type Entry = Pick<AuditEntry, 'action' | 'actor' | 'detail' | 'subjectType' | 'subjectId'>;

const ADA = '0a998c03-5a4e-4c2b-9c51-1f6a0c1e2d3f';
const BO = '7d2f1c44-1b7e-4a55-8a0e-2c9b5d6e7f80';
const TEMPLATE = 'c0ffee00-1111-4222-8333-444455556666';
const nameOf = (id: string) => ({ [ADA]: 'Ada Admin', [BO]: 'Bo Staff' })[id];

const entry = (action: string, more: Partial<Entry> = {}): Entry => ({
  action,
  actor: 'staff',
  detail: null,
  subjectType: null,
  subjectId: null,
  ...more,
});

const cases: [Entry, { what: string; about: string; lines: string[] }][] = [
  [
    entry('erase', {
      actor: 'automatic',
      subjectType: 'list',
      detail: { olderThan: '2025-11-28T18:33:47.309Z', count: 0 },
    }),
    {
      what: 'Erased old enquiries',
      about: 'Enquiries received before 28 Nov 2025, 18:33 UTC',
      lines: ['None were that old'],
    },
  ],
  [
    entry('template', {
      subjectType: 'list',
      subjectId: TEMPLATE,
      detail: { title: 'Next steps', change: 'add' },
    }),
    { what: 'Added a saved reply', about: '“Next steps”', lines: [] },
  ],
  [
    entry('reply', {
      subjectType: 'enquiry',
      subjectId: ADA,
      detail: { replyId: TEMPLATE, from: 'in-review', to: 'replied' },
    }),
    { what: 'Replied to the visitor', about: '—', lines: ['Status: In review → Replied'] },
  ],
  [
    entry('view', { subjectType: 'list', detail: { filters: {}, page: 1 } }),
    { what: 'Viewed the inbox', about: 'The inbox', lines: ['Page 1', 'No filters'] },
  ],
  [
    entry('view', {
      subjectType: 'list',
      detail: { filters: { status: 'new', q: 'okafor' }, page: 2 },
    }),
    {
      what: 'Viewed the inbox',
      about: 'The inbox',
      lines: ['Page 2', 'Filters: status New, search “okafor”'],
    },
  ],
  [
    entry('view', { subjectType: 'list', detail: { page: 'operations', mailErrors: 2 } }),
    {
      what: 'Viewed failed mail',
      about: 'The operations page',
      lines: ['2 failed mails with their errors'],
    },
  ],
  [
    entry('change', {
      subjectType: 'enquiry',
      subjectId: BO,
      detail: { field: 'assignee', from: null, to: BO },
    }),
    { what: 'Changed an enquiry', about: '—', lines: ['Assigned: nobody → Bo Staff'] },
  ],
  [
    entry('change', {
      subjectType: 'enquiry',
      subjectId: BO,
      detail: { field: 'status', from: 'spam', to: 'new', releasedMail: 2 },
    }),
    { what: 'Changed an enquiry', about: '—', lines: ['Status: Spam → New', '2 held mails sent'] },
  ],
  [
    entry('staff-add', {
      actor: 'command',
      subjectType: 'staff',
      subjectId: BO,
      detail: { email: 'bo@d.example', name: 'Bo Staff', role: 'staff', osUser: 'root' },
    }),
    { what: 'Invited a colleague', about: 'Bo Staff (bo@d.example)', lines: ['As staff'] },
  ],
  [
    entry('staff-link', {
      subjectType: 'staff',
      subjectId: BO,
      detail: { email: 'bo@d.example', reset: true },
    }),
    {
      what: 'Reset a colleague’s sign-in',
      about: 'Bo Staff (bo@d.example)',
      lines: [
        'Their password and authenticator stopped working and their sessions ended; a new set-up link went to them',
      ],
    },
  ],
  [
    entry('staff-role', {
      subjectType: 'staff',
      subjectId: 'gone',
      detail: { email: 'old@d.example', from: 'staff', to: 'admin' },
    }),
    {
      what: 'Changed a colleague’s role',
      about: 'old@d.example',
      lines: ['From Staff to Admin'],
    },
  ],
  [
    entry('sign-in', {
      subjectType: 'staff',
      subjectId: ADA,
      detail: { method: 'new authenticator', address: '127.0.0.1' },
    }),
    {
      what: 'Signed in',
      about: 'Ada Admin',
      lines: ['With a new authenticator, just set up', 'From 127.0.0.1'],
    },
  ],
  [
    entry('sign-in-refused', {
      actor: 'visitor',
      subjectType: 'email',
      subjectId: 'x@d.example',
      detail: { reason: 'wrong password', address: '203.0.113.9' },
    }),
    { what: 'Sign-in refused', about: 'x@d.example', lines: ['Why: wrong password'] },
  ],
  [
    entry('erase', {
      subjectType: 'email',
      subjectId: 'n•••@example.com',
      detail: { enquiries: 2, cvs: 1, member: true, mail: 3, alerts: 0, auditEntriesRedacted: 4 },
    }),
    {
      what: 'Erased a person’s data on request',
      about: 'n•••@example.com',
      lines: [
        '2 enquiries (1 with a CV)',
        'The member account erased',
        '3 e-mails',
        '0 alerts',
        'The address cleared from 4 audit entries',
      ],
    },
  ],
  [
    entry('routing', {
      subjectType: 'list',
      subjectId: 'job-application',
      detail: { type: 'job-application', from: [], to: ['hiring@d.example'] },
    }),
    {
      what: 'Changed who is notified',
      about: 'Job application enquiries',
      lines: ['From the default to hiring@d.example'],
    },
  ],
  [
    entry('backup', {
      actor: 'automatic',
      subjectType: 'backup',
      subjectId: 'deltacrest-2026.tar.gz',
      detail: { reason: 'schedule', bytes: 2_500_000, sha256: 'abc' },
    }),
    {
      what: 'Backed up the database',
      about: 'Backup deltacrest-2026.tar.gz',
      lines: ['On schedule', 'Size: 2.4 MB', 'SHA-256: abc'],
    },
  ],
  [
    entry('supplier-document', {
      subjectType: 'company',
      subjectId: ADA,
      detail: {
        document: 'Tax clearance certificate (TCC)',
        decision: 'action-requested',
        note: 'Upload the 2026 one.',
      },
    }),
    {
      what: 'Decided on a document',
      about: 'A supplier company',
      lines: [
        'Document: Tax clearance certificate (TCC)',
        'Decision: action requested',
        'Note: Upload the 2026 one.',
      ],
    },
  ],
  [
    entry('supplier-lapsed', {
      actor: 'automatic',
      subjectType: 'company',
      subjectId: ADA,
      detail: { company: 'Rivers Pipeline Works Limited', expired: ['Insurance certificate'] },
    }),
    {
      what: 'A company lapsed',
      about: 'Rivers Pipeline Works Limited',
      lines: ['Expired: Insurance certificate'],
    },
  ],
  [
    entry('identity-view', { subjectType: 'company', subjectId: ADA, detail: { side: 'back' } }),
    {
      what: 'Viewed an identity image',
      about: 'A supplier company',
      lines: ['The back of the identity document'],
    },
  ],
  [
    entry('opportunity-change', {
      subjectType: 'opportunity',
      subjectId: TEMPLATE,
      detail: { title: 'Flowline replacement', changes: ['description', 'closesAt'], addendum: 2 },
    }),
    {
      what: 'Changed an opportunity',
      about: '“Flowline replacement”',
      lines: ['Changed: scope, closing time', 'Addendum 2'],
    },
  ],
  [
    entry('opportunity-outcomes', {
      subjectType: 'opportunity',
      subjectId: TEMPLATE,
      detail: { title: 'Valve supply', shortlisted: ['Alpha Ltd'], notSelected: [] },
    }),
    {
      what: 'Sent the outcomes',
      about: '“Valve supply”',
      lines: ['Shortlisted: Alpha Ltd', 'Not selected: none'],
    },
  ],
  [
    entry('publisher', { subjectType: 'staff', subjectId: BO, detail: { allowed: true } }),
    {
      what: 'Changed who may publish opportunities',
      about: 'Bo Staff',
      lines: ['May now publish opportunities'],
    },
  ],
];

test.each(cases)('%# an entry in words', (stored, words) => {
  expect(auditWords(stored, nameOf)).toEqual(words);
});

test('no entry of any kind shows a stored key, an id, a code or a machine date', () => {
  const actions = [
    ...['view', 'download', 'export', 'change', 'note', 'reply', 'erase', 'erasure-lookup'],
    ...['access-export', 'sign-in', 'sign-in-refused', 'code-refused', 'recovery-code-used'],
    ...['set-up', 'set-up-refused', 'staff-add', 'staff-link', 'staff-disable', 'staff-enable'],
    ...['staff-role', 'staff-remove', 'routing', 'template', 'backup', 'restore'],
    ...['supplier-view', 'supplier-claim', 'supplier-release', 'supplier-document'],
    ...['supplier-identity', 'supplier-decision', 'supplier-lapsed', 'supplier-invite'],
    ...['document-view', 'identity-view', 'opportunity-create', 'opportunity-change'],
    ...['opportunity-publish', 'opportunity-file', 'opportunity-invite', 'clarification-answer'],
    ...['interest-view', 'interest-file-view', 'opportunity-outcomes', 'notice', 'publisher'],
  ];
  for (const action of actions) {
    for (const subjectType of [
      null,
      'enquiry',
      'list',
      'staff',
      'email',
      'backup',
      'alerts',
      'company',
      'opportunity',
      'notice',
    ]) {
      const words = auditWords(
        entry(action, {
          subjectType,
          subjectId: subjectType === 'enquiry' || subjectType === 'list' ? TEMPLATE : null,
          detail: {
            field: 'status',
            from: 'in-review',
            to: 'replied',
            change: 'edit',
            olderThan: '2025-11-28T18:33:47.309Z',
            count: 0,
            page: 1,
            filters: {},
            rows: 3,
            complete: true,
          },
        }),
        nameOf,
      );
      const text = [words.what, words.about, ...words.lines].join(' | ');
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(text).not.toMatch(/\d{4}-\d\d-\d\dT/);
      expect(text).not.toMatch(/\b(in-review|olderThan|change|count|page|from|to):/i);
      expect(words.what).not.toMatch(/^[a-z-]+$/);
    }
  }
});

test('relative times read as a person says them', () => {
  const minute = 60 * 1000;
  expect(timeAgo(-5_000)).toBe('just now');
  expect(timeAgo(20_000)).toBe('just now');
  expect(timeAgo(minute)).toBe('a minute ago');
  expect(timeAgo(5 * minute)).toBe('5 minutes ago');
  expect(timeAgo(60 * minute)).toBe('an hour ago');
  expect(timeAgo(3 * 60 * minute + 59 * minute)).toBe('3 hours ago');
  expect(timeAgo(24 * 60 * minute)).toBe('a day ago');
  expect(timeAgo(3 * 24 * 60 * minute)).toBe('3 days ago');
});
