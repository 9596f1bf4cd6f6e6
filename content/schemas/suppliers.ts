import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** Where a company is registered, as the document list tells them apart. */
export const registrationPlaces = ['NG', 'GB', 'elsewhere'] as const;
export type RegistrationPlace = (typeof registrationPlaces)[number];

export const supplierDocumentTypeSchema = z.object({
  key,
  name: text,
  /** Who issues it, so a supplier knows where to get it. */
  issuer: text,
  /** What its number is called on the form. */
  numberLabel: text,
  /** Whether it has an expiry date (and so reminders, and can lapse a company). */
  expires: z.boolean(),
  /** Only for companies registered there; every company when left out. */
  for: z.array(z.enum(registrationPlaces)).min(1).optional(),
});

export const supplierClassSchema = z.object({
  key: z.enum(['general', 'host-community', 'foreign', 'special']),
  name: text,
  description: text,
  /** Document types the class must hold (each filtered by its `for`). */
  required: z.array(key).min(1),
});

export const identityDocumentSchema = z.object({
  key,
  name: text,
  /** Whether its back carries anything (a card does; a passport's photo page is one side). */
  back: z.boolean(),
});

export const supplierRequirementsSchema = z
  .object({
    documents: z.array(supplierDocumentTypeSchema).min(1),
    classes: z.array(supplierClassSchema).length(4, 'must list the four supplier classes'),
    identityDocuments: z.array(identityDocumentSchema).min(1),
  })
  .superRefine((value, context) => {
    const keys = new Set(value.documents.map((document) => document.key));
    if (keys.size !== value.documents.length)
      context.addIssue({ code: 'custom', path: ['documents'], message: 'keys must be unique' });
    const classes = new Set(value.classes.map((entry) => entry.key));
    if (classes.size !== value.classes.length)
      context.addIssue({ code: 'custom', path: ['classes'], message: 'each class once' });
    value.classes.forEach((entry, index) => {
      for (const required of entry.required) {
        if (!keys.has(required))
          context.addIssue({
            code: 'custom',
            path: ['classes', index, 'required'],
            message: `"${required}" is not a document type of this module`,
          });
      }
    });
  });

export type SupplierDocumentType = z.infer<typeof supplierDocumentTypeSchema>;
export type SupplierClassEntry = z.infer<typeof supplierClassSchema>;
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;
