import type { FieldSpec } from '@/components/forms/field-spec';

/** The decision on a document or an identity check, with the note the company reads. */
export const itemDecisionFields = (hidden: Record<string, string>): FieldSpec[] => [
  ...Object.entries(hidden).map(([name, value]) => ({ kind: 'hidden' as const, name, value })),
  {
    kind: 'select',
    name: 'decision',
    label: 'Decision',
    options: [
      { value: 'accepted', label: 'Accept' },
      { value: 'action-requested', label: 'Ask for it again (action requested)' },
      { value: 'rejected', label: 'Reject' },
    ],
  },
  {
    kind: 'textarea',
    name: 'note',
    label: 'Note to the company',
    optional: true,
    hint: 'Needed to ask again or reject: say what is wrong and what to send.',
    rows: 3,
    maxLength: 2000,
  },
];

/** The decision on a company under review, with the message the company receives. */
export const companyDecisionFields = (companyId: string): FieldSpec[] => [
  { kind: 'hidden', name: 'company', value: companyId },
  {
    kind: 'select',
    name: 'decision',
    label: 'Decision',
    options: [
      { value: 'verified', label: 'Verify' },
      { value: 'action-requested', label: 'Ask for action' },
      { value: 'rejected', label: 'Reject' },
    ],
  },
  {
    kind: 'textarea',
    name: 'note',
    label: 'Message to the company',
    optional: true,
    hint: 'Needed to ask for action or reject: what to do, or why. They receive it by e-mail.',
    rows: 4,
    maxLength: 2000,
  },
];
