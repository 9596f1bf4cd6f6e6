import { z } from 'zod';
import { findService } from '@/content/services';
import { opportunityKinds, visibilities } from '@/lib/db/board-schema';
import { supplierClasses } from '@/lib/db/supplier-schema';
import { areaOptions } from '@/lib/suppliers/company-fields';
import { multiLine, singleLine } from '@/lib/validation/characters';
import { fromLagosInput } from './words';

/**
 * An opportunity as its staff form posts it, checked: trades from the catalogue, areas from the
 * location data, the two dates as Lagos times in order. Whether the dates may be in the past, and
 * what a change of a published one needs, is the form's work (staff-forms.ts).
 */

const knownAreas = () => new Set(areaOptions().flatMap((group) => group.areas.map((a) => a.value)));

const moment = (label: string) =>
  z.string({ error: `Enter when ${label}` }).transform((value, context) => {
    const at = fromLagosInput(value);
    if (!at)
      context.addIssue({
        code: 'custom',
        message: `Enter when ${label}, as a date and a time in Lagos`,
      });
    return at ?? new Date(0);
  });

const shape = {
  title: z
    .string({ error: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(160, 'The title must be at most 160 characters')
    .check(singleLine('The title')),
  kind: z.enum(opportunityKinds, 'Choose the kind of opportunity'),
  description: z
    .string({ error: 'Describe the scope' })
    .trim()
    .min(1, 'Describe the scope')
    .max(8000, 'The description must be at most 8,000 characters')
    .check(multiLine('The description')),
  trades: z
    .array(
      z.string().refine((slug) => Boolean(findService(slug)), 'Choose trades from the list'),
      {
        error: 'Choose at least one trade',
      },
    )
    .min(1, 'Choose at least one trade')
    .max(25),
  areas: z
    .array(
      z.string().refine((area) => knownAreas().has(area), 'Choose areas from the list'),
      {
        error: 'Choose at least one area',
      },
    )
    .min(1, 'Choose at least one area')
    .max(60),
  classes: z.array(z.enum(supplierClasses, 'Choose supplier classes from the list')).max(4),
  visibility: z.enum(visibilities, 'Choose who may see it'),
  publicSummary: z.literal('yes').optional(),
  questionsCloseAt: moment('questions close'),
  closesAt: moment('expressions of interest close'),
};

type Base = {
  questionsCloseAt: Date;
  closesAt: Date;
  trades: string[];
  areas: string[];
  classes: (typeof supplierClasses)[number][];
  publicSummary?: 'yes';
};

function inOrder(values: Base, context: z.RefinementCtx) {
  if (values.questionsCloseAt.getTime() > values.closesAt.getTime())
    context.addIssue({
      code: 'custom',
      path: ['questionsCloseAt'],
      message: 'Questions must close before (or when) expressions of interest close',
    });
}

function normalised<V extends Base>({ publicSummary, ...values }: V) {
  return {
    ...values,
    trades: [...new Set(values.trades)],
    areas: [...new Set(values.areas)],
    classes: [...new Set(values.classes)],
    publicSummary: publicSummary === 'yes',
  };
}

export const draftSchema = z.strictObject(shape).superRefine(inOrder).transform(normalised);

export const noteSchema = (label: string) =>
  z
    .string({ error: `Say in a sentence why: ${label}` })
    .trim()
    .min(1, `Say in a sentence why: ${label}`)
    .max(2000, 'The note must be at most 2,000 characters')
    .check(multiLine('The note'));

export const OPPORTUNITY_GONE = 'This opportunity is no longer there.';
export const opportunityId = z.uuid(OPPORTUNITY_GONE);

/**
 * A change of an opportunity: its fields, and, once it is published, the addendum's note and
 * whether to keep a closing time that is less than 48 hours away.
 */
export const changeSchema = z
  .strictObject({
    ...shape,
    opportunity: opportunityId,
    note: z.string().max(2000).optional(),
    keepClosing: z.literal('yes').optional(),
  })
  .superRefine(inOrder)
  .transform(normalised);

export type OpportunityFormValues = z.output<typeof draftSchema>;

export const opportunityFieldNames = [
  'title',
  'kind',
  'description',
  'visibility',
  'publicSummary',
  'questionsCloseAt',
  'closesAt',
] as const;
export const opportunityListNames = ['trades', 'areas', 'classes'] as const;

/** The post's values for the schema: the lists read whole (a name posted once per box). */
export function readOpportunity(
  fields: Record<string, string>,
  form: FormData,
  extra: readonly string[] = [],
) {
  const lists = Object.fromEntries(
    opportunityListNames.map((name) => [
      name,
      form.getAll(name).filter((value) => typeof value === 'string'),
    ]),
  );
  return {
    ...Object.fromEntries([...opportunityFieldNames, ...extra].map((name) => [name, fields[name]])),
    ...lists,
  };
}
