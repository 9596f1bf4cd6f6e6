import { z } from 'zod';

/**
 * Schemas for the Canada area: the information pages, the job-preference options, job openings
 * and business listings. Each content module parses its data with one of these at import, so a
 * bad edit fails the build naming the entry and the field.
 */

const text = z.string().trim().min(1, 'must not be empty');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const isoDate = z.iso.date({ error: 'must be a date written as YYYY-MM-DD' });

/** Official sources only: the information pages send readers to the Government of Canada. */
const officialUrl = z.url({
  protocol: /^https$/,
  hostname: /^(?:www\.canada\.ca|(?:[\w-]+\.)*gc\.ca)$/,
  error: 'must be an https link to canada.ca or a gc.ca site',
});

export const officialLinkSchema = z.object({ label: text, url: officialUrl });

export const canadaSectionSchema = z.object({
  /** Fragment id for the section heading, e.g. "work-permits". */
  id: slug,
  heading: text,
  paragraphs: z.array(text).min(1).max(5),
  points: z.array(text).max(8).optional(),
  links: z.array(officialLinkSchema).max(4).default([]),
});

export const canadaPageSchema = z.object({
  slug,
  /** The page's h1 and title. */
  title: text,
  /** Shorter name for breadcrumbs and link lists. */
  shortTitle: text,
  description: text.max(160, 'must be at most 160 characters (it is the meta description)'),
  intro: z.array(text).min(1).max(3),
  sections: z.array(canadaSectionSchema).min(2).max(6),
  /** The date an editor last checked the copy against the official pages. */
  reviewed: isoDate,
});

export const optionSchema = z.object({ value: slug, label: text });

export const jobPreferenceOptionsSchema = z.object({
  categories: z.array(optionSchema).min(1),
  /** Job titles, each belonging to one category. */
  titles: z.array(optionSchema.extend({ category: slug })).min(1),
  experience: z.array(optionSchema).min(1),
  presence: z.array(optionSchema).min(1),
  commitment: z.array(optionSchema).min(1),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code');

export const jobLocationSchema = z.object({
  countryCode,
  country: text,
  /** ISO 3166-2 subdivision code without the country, e.g. "ON". */
  stateCode: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be a subdivision code such as ON'),
  state: text,
  city: text,
});

export const jobSchema = z.object({
  slug,
  title: text,
  category: slug,
  role: slug,
  experience: slug,
  presence: slug,
  commitment: slug,
  employer: z.object({ name: text, about: text }),
  location: jobLocationSchema,
  /** For remote jobs: the countries applicants may work from. */
  applicantCountries: z.array(countryCode).default([]),
  salary: z.object({
    currency: z.literal('CAD'),
    min: z.number().positive(),
    max: z.number().positive(),
    unit: z.enum(['HOUR', 'YEAR']),
  }),
  summary: text.max(160, 'must be at most 160 characters (it is the meta description)'),
  description: z.array(text).min(1).max(4),
  responsibilities: z.array(text).min(2).max(8),
  requirements: z.array(text).min(2).max(8),
  /**
   * Whether the employer supports a work permit for someone hired from abroad, and whether that
   * permit needs a Labour Market Impact Assessment first.
   */
  workPermit: z.enum(['supported-lmia', 'supported-lmia-exempt', 'not-supported']),
  /** The occupation in the National Occupational Classification 2021 (its TEER is the 2nd digit). */
  noc: z.object({
    code: z.string().regex(/^\d{5}$/, 'must be a five-digit NOC 2021 code such as 21234'),
    title: text,
  }),
  datePosted: isoDate,
  /** The last day to apply (Canada's last time zone); left out, the job is open until removed. */
  validThrough: isoDate.optional(),
});

export const businessSchema = z.object({
  /** Stable id used in the listing's URL: /business-details-page/<id>. */
  id: slug,
  title: text,
  category: text,
  location: text,
  province: text,
  /** Whole Canadian dollars, e.g. 15000; the site writes it as every amount (lib/money.ts). */
  price: z.number().int('must be whole dollars, like 15000').positive(),
  saleType: z.enum(['Sale', 'Lease', 'Franchise resale']),
  summary: text.max(160, 'must be at most 160 characters (it is the meta description)'),
  description: z.array(text).min(1).max(4),
  highlights: z.array(text).min(2).max(6),
  logo: z
    .string()
    .regex(/^\/images\/businesses\/[\w-]+\.svg$/, 'must be an SVG under /images/businesses'),
  /**
   * The day the listing is published (lib/businesses/listed.ts): shown, searched and mailed to
   * alerts from then, without a new build. Without it, the listing is shown from the deploy.
   */
  listedOn: isoDate.optional(),
});

export const studyOptionsSchema = z.object({
  programs: z.array(optionSchema).min(1),
  schools: z.array(optionSchema).min(1),
  durations: z.array(z.number().int().min(1).max(5)).min(1),
});

export type CanadaPage = z.infer<typeof canadaPageSchema>;
export type CanadaSection = z.infer<typeof canadaSectionSchema>;
export type Option = z.infer<typeof optionSchema>;
export type JobPreferenceOptions = z.infer<typeof jobPreferenceOptionsSchema>;
export type Job = z.infer<typeof jobSchema>;
export type Business = z.infer<typeof businessSchema>;
