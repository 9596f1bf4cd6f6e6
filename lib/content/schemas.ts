import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
/** A site-relative path such as /well-services. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const imagePath = z
  .string()
  .regex(/^\/images\/[\w/.-]+\.(svg|png|webp|jpg)$/, 'must be a file under /images');

export const officeIdSchema = z.enum(['port-harcourt', 'manchester']);

export const phoneSchema = z.object({
  label: text,
  /** As printed, e.g. "0161 496 0123". */
  display: text,
  /** E.164 for tel: links, e.g. "+441614960123". */
  e164: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +441614960123'),
});

export const officeSchema = z.object({
  id: officeIdSchema,
  name: text,
  streetAddress: text,
  locality: text,
  region: text,
  postalCode: z.string(),
  country: text,
  countryCode: z.string().length(2),
  phone: phoneSchema,
  openingHours: text,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const socialSchema = z.object({
  network: z.enum(['facebook', 'whatsapp', 'x', 'instagram']),
  label: text,
  url: z.url({ protocol: /^https$/ }),
});

export const companySchema = z.object({
  name: text,
  legalName: text,
  shortName: text,
  description: text.max(160, 'must be at most 160 characters (it is the default meta description)'),
  foundingYear: z.number().int().min(1950).max(2100),
  email: z.email(),
  phones: z.array(phoneSchema).length(4, 'the footer shows exactly four phone numbers'),
  offices: z.array(officeSchema).length(2, 'there are two offices: Port Harcourt and Manchester'),
  social: z.array(socialSchema).length(4, 'the footer shows four social links'),
});

export const imageSchema = z.object({
  src: imagePath,
  /** Meaningful alternative text; an empty string marks the image as decorative. */
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const serviceSchema = z.object({
  /** Catalogue position 1 to 15 in the seed's order; absent for the specialist pages. */
  catalogueId: z.number().int().min(1).max(15).optional(),
  slug,
  title: text,
  /** One sentence for tiles, cards and the meta description. */
  summary: text.max(160, 'must be at most 160 characters (it is the meta description)'),
  /** Two or three paragraphs introducing the service. */
  intro: z.array(text).min(1).max(4),
  /** What the service covers: short, specific items. */
  covers: z.array(text).min(3).max(10),
  /** How it is delivered: steps or commitments, each with a heading. */
  delivery: z
    .array(z.object({ title: text, text }))
    .min(2)
    .max(6),
  locations: z.array(officeIdSchema).min(1),
  related: z.array(slug).min(1).max(4),
  image: imageSchema,
});

export const valueSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: text,
  icon: imagePath,
});

export const clientSchema = z.object({
  name: text,
  location: z.object({ city: text, country: text }).optional(),
});

export const navLinkSchema = z.object({ label: text, href: z.string().startsWith('/') });

export const navigationSchema = z.object({
  main: z.array(navLinkSchema).min(1),
  footer: z.array(navLinkSchema).min(1),
});

export type Company = z.infer<typeof companySchema>;
export type Office = z.infer<typeof officeSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ValueCard = z.infer<typeof valueSchema>;
export type Client = z.infer<typeof clientSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
