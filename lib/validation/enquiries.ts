import * as z from 'zod/mini';
import { multiLine, singleLine } from './characters';
import {
  contactTopics,
  CV_MAX_BYTES,
  CV_REQUIRED,
  CV_TOO_LARGE,
  CV_WRONG_KIND,
} from './enquiry-rules';
import { emailField } from './fields';

/**
 * The four enquiry forms (study, job application, business, contact) as one discriminated union
 * on `type`, which the enquiry form's Server Action checks every post against
 * (lib/enquiries/form.ts). Written with zod/mini, the smaller build of zod.
 */

export * from './enquiry-rules';

/** Unknown field names as the message repeats them: a few, each cut short (they are the sender's). */
const namesOf = (keys: string[]) =>
  keys
    .slice(0, 3)
    .map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key))
    .join(', ') + (keys.length > 3 ? ` and ${keys.length - 3} more` : '');

/** A form's fields and no others; an unknown field is named, not silently dropped. */
const strict = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unexpected field: ${namesOf(issue.keys)}` : undefined,
  });

type Lines = typeof singleLine;

const required = (
  field: string,
  message: string,
  max: number,
  maxMessage: string,
  lines: Lines = singleLine,
) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: maxMessage }),
      lines(field),
    );

const optionalText = (field: string, max: number, maxMessage: string, lines: Lines = singleLine) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: maxMessage }), lines(field)));

const slugOf = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: message }),
      z.maxLength(100, { error: message }),
    );

const name = required('Your name', 'Enter your name', 120, 'Name must be at most 120 characters');
/** Loose on purpose: any international format with 6 to 20 digits. */
const phonePattern = /^\+?[\d\s().-]{6,30}$/;
const phoneMessage = 'Enter a phone number with 6 to 20 digits, like +234 803 123 4567';
const phoneChecks = [
  z.trim(),
  z.regex(phonePattern, { error: phoneMessage }),
  z.refine<string>((value) => /^(?:\D*\d){6,20}\D*$/.test(value), { error: phoneMessage }),
  singleLine('Your phone number'),
] as const;
const optionalPhone = z.optional(z.string().check(...phoneChecks));
const requiredPhone = z
  .string({ error: 'Enter your phone number' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Enter your phone number', abort: true }),
    ...phoneChecks,
  );
const message = required(
  'Your message',
  'Write a short message',
  4000,
  'Message must be at most 4,000 characters',
  multiLine,
);
const optionalMessage = optionalText(
  'Your message',
  4000,
  'Message must be at most 4,000 characters',
  multiLine,
);

export const studyEnquirySchema = strict({
  type: z.literal('study'),
  program: slugOf('Choose a program'),
  school: slugOf('Choose a university'),
  duration: z.pipe(
    z.string({ error: 'Choose how many years you plan to study' }).check(
      z.minLength(1, { error: 'Choose how many years you plan to study', abort: true }),
      // Number() reads control characters as white space; the field's text must be clean too.
      singleLine('The number of years'),
    ),
    z.coerce
      .number<string>({ error: 'Choose how many years you plan to study' })
      .check(
        z.int({ error: 'Choose a whole number of years' }),
        z.gte(1, { error: 'Choose 1 to 5 years' }),
        z.lte(5, { error: 'Choose 1 to 5 years' }),
      ),
  ),
  name,
  email: emailField,
  phone: optionalPhone,
  message: optionalMessage,
});

type CvAnswer = { cv?: unknown; cvLink?: unknown };

/**
 * A job application needs a CV, given one of two ways: a file (`cv`, the post's upload, whose
 * bytes lib/enquiries/cv-file.ts checks once the rest is accepted) or a link (`cvLink`). Checked
 * whatever else is missing, so that the first refusal names it with the rest.
 */
const cvGiven = z.refine<CvAnswer>((value) => Boolean(value.cv || value.cvLink), {
  path: ['cv'],
  error: CV_REQUIRED,
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

export const jobApplicationSchema = strict({
  type: z.literal('job-application'),
  job: slugOf('Choose a job'),
  name,
  email: emailField,
  phone: requiredPhone,
  message: optionalMessage,
  cv: z.optional(
    z.file({ error: CV_WRONG_KIND }).check(z.maxSize(CV_MAX_BYTES, { error: CV_TOO_LARGE })),
  ),
  /** A link to the CV, for applicants who do not upload a file. */
  cvLink: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(500, { error: 'The link must be at most 500 characters' }),
        z.url({ protocol: /^https?$/, error: 'Enter a full link starting with https://' }),
        singleLine('The link'),
      ),
  ),
}).check(cvGiven);

export const businessEnquirySchema = strict({
  type: z.literal('business'),
  business: slugOf('Choose a business'),
  name,
  email: emailField,
  phone: optionalPhone,
  message,
});

export const contactEnquirySchema = strict({
  type: z.literal('contact'),
  topic: z.enum(
    contactTopics.map((t) => t.value),
    { error: 'Choose what your enquiry is about' },
  ),
  service: z.optional(slugOf('Choose a service from the list')),
  name,
  email: emailField,
  phone: optionalPhone,
  organisation: optionalText('Organisation', 160, 'Organisation must be at most 160 characters'),
  message,
});

export const enquirySchema = z.discriminatedUnion(
  'type',
  [studyEnquirySchema, jobApplicationSchema, businessEnquirySchema, contactEnquirySchema],
  { error: 'Unknown enquiry type' },
);

/** An enquiry as the form's schema reads a post: a job application's uploaded CV included. */
export type PostedEnquiry = z.output<typeof enquirySchema>;
type WithoutCv<Each> = Each extends unknown ? Omit<Each, 'cv'> : never;
/** An enquiry as it is stored, mailed and shown: an uploaded CV travels apart, as its attachment. */
export type Enquiry = WithoutCv<PostedEnquiry>;
export type EnquiryKind = Enquiry['type'];
