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
  /** What a UK company's website must disclose, and the Nigerian entity's registration. */
  registration: z.object({
    uk: z.object({
      registeredName: text,
      registeredIn: z.enum(['England and Wales', 'Scotland', 'Northern Ireland']),
      companyNumber: z
        .string()
        .regex(/^(\d{8}|(SC|NI)\d{6})$/, 'a Companies House number: 8 digits, or SC/NI and 6'),
      registeredOffice: text,
    }),
    nigeria: z.object({
      registeredName: text,
      rcNumber: z.string().regex(/^RC \d{6,7}$/, 'a CAC number written "RC 1234567"'),
      registeredOffice: text,
    }),
  }),
  /** Who may advise on a person's immigration case, and whether we may (we may not). */
  immigrationAdvice: z.object({
    authorisedRepresentative: z.boolean(),
    statement: text,
    whoMayAdvise: text,
    checkRepresentative: z.object({ label: text, url: z.url({ protocol: /^https$/ }) }),
    officialTools: z
      .array(z.object({ label: text, description: text, url: z.url({ protocol: /^https$/ }) }))
      .min(1),
  }),
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

export const servicesSchema = z.array(serviceSchema).superRefine((services, ctx) => {
  const slugs = new Set<string>();
  services.forEach((service, index) => {
    if (slugs.has(service.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'slug'],
        message: `duplicate slug "${service.slug}"`,
      });
    }
    slugs.add(service.slug);
  });
  services.forEach((service, index) => {
    service.related.forEach((related, r) => {
      if (!slugs.has(related) || related === service.slug) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'related', r],
          message: `"${related}" is not another service's slug`,
        });
      }
    });
  });
  const ids = services.flatMap((s) => (s.catalogueId ? [s.catalogueId] : [])).sort((a, b) => a - b);
  if (ids.join() !== Array.from({ length: 15 }, (_, i) => i + 1).join()) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: 'catalogueId must number the catalogue 1 to 15, each once',
    });
  }
});

const teamMemberSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  office: officeIdSchema,
  bio: z.string().min(20),
});

export const teamSchema = z.array(teamMemberSchema).min(1);

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

/** A link, or a group of links under one name (a menu of the Canada pages, say). */
export const navItemSchema = z.union([
  navLinkSchema,
  z.object({ label: text, links: z.array(navLinkSchema).min(2) }),
]);

export const navigationSchema = z.object({
  main: z.array(navItemSchema).min(1),
  footer: z.array(navLinkSchema).min(1),
});

export type Company = z.infer<typeof companySchema>;
export type Office = z.infer<typeof officeSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type ValueCard = z.infer<typeof valueSchema>;
export type Client = z.infer<typeof clientSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
