import 'server-only';
import type { FieldSpec } from '@/components/forms/field-spec';
import { services } from '@/content/services';
import { supplierClassEntries } from '@/content/supplier-documents';
import { lagosInput } from '@/lib/board/words';
import { opportunityKinds, type Opportunity } from '@/lib/db/board-schema';
import { areaOptions } from '@/lib/suppliers/company-fields';
import { kindLabel } from '@/lib/board/words';

/**
 * The opportunity form's fields, filled with the opportunity's values when it has some: a new
 * draft, a draft's changes, or (published) the changes that make an addendum, with its note.
 */
export function opportunityFields(opportunity?: Opportunity): FieldSpec[] {
  const published = Boolean(opportunity?.publishedAt);
  const fields: FieldSpec[] = [
    {
      kind: 'text',
      name: 'title',
      label: 'Title',
      maxLength: 160,
      hint: 'What and where, in a line: “Flowline replacement, Oben field”.',
      defaultValue: opportunity?.title ?? '',
    },
    {
      kind: 'select',
      name: 'kind',
      label: 'Kind',
      options: opportunityKinds.map((kind) => ({ value: kind, label: kindLabel[kind] })),
      defaultValue: opportunity?.kind ?? 'subcontract',
    },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Scope',
      rows: 10,
      maxLength: 8000,
      hint: 'What the work or supply is, where, when, and what an expression of interest must show.',
      defaultValue: opportunity?.description ?? '',
    },
    {
      kind: 'choices',
      name: 'trades',
      label: 'Trades',
      hint: 'From the service catalogue: companies’ alerts match on these.',
      options: services.map((service) => ({ value: service.slug, label: service.title })),
      defaultValue: opportunity?.trades.join('\n') ?? '',
    },
    {
      kind: 'choices',
      name: 'areas',
      label: 'Areas',
      hint: 'Where the work is (Nigerian states and UK nations).',
      options: areaOptions().flatMap((group) =>
        group.areas.map((area) => ({ ...area, group: group.country })),
      ),
      defaultValue: opportunity?.areas.join('\n') ?? '',
    },
    {
      kind: 'choices',
      name: 'classes',
      label: 'Supplier classes allowed',
      optional: true,
      hint: 'Leave all unticked for every class.',
      options: supplierClassEntries.map((entry) => ({ value: entry.key, label: entry.name })),
      defaultValue: opportunity?.classes.join('\n') ?? '',
    },
    {
      kind: 'select',
      name: 'visibility',
      label: 'Who may take part',
      options: [
        { value: 'verified', label: 'Every verified company (of the classes allowed)' },
        { value: 'invited', label: 'Invited companies only' },
      ],
      defaultValue: opportunity?.visibility ?? 'verified',
    },
    {
      kind: 'checkbox',
      name: 'publicSummary',
      value: 'yes',
      optional: true,
      label:
        'Publish a public summary (title, kind, trades, areas, closing time) for anyone and search engines',
      defaultValue: opportunity?.publicSummary ? 'yes' : '',
    },
    {
      kind: 'text',
      type: 'datetime-local',
      name: 'questionsCloseAt',
      label: 'Questions close (Lagos time)',
      defaultValue: opportunity ? lagosInput(opportunity.questionsCloseAt) : '',
    },
    {
      kind: 'text',
      type: 'datetime-local',
      name: 'closesAt',
      label: 'Expressions of interest close (Lagos time)',
      hint: 'The server’s clock decides: a submission after this moment is refused.',
      defaultValue: opportunity ? lagosInput(opportunity.closesAt) : '',
    },
  ];
  if (!published) return fields;
  return [
    { kind: 'hidden', name: 'opportunity', value: opportunity!.id },
    ...fields,
    {
      kind: 'textarea',
      name: 'note',
      label: 'Why it changes (the addendum’s note)',
      rows: 3,
      maxLength: 2000,
      hint: 'Interested companies receive it by e-mail with what changed; it stays in the opportunity’s history.',
    },
    {
      kind: 'checkbox',
      name: 'keepClosing',
      value: 'yes',
      label: 'Keep the closing time even though it is less than 48 hours away',
      optional: true,
    },
  ];
}

/** A draft's fields: the same, with its id to change it. */
export const draftFields = (opportunity: Opportunity): FieldSpec[] => [
  { kind: 'hidden', name: 'opportunity', value: opportunity.id },
  ...opportunityFields(opportunity),
];
