/**
 * The fields of an enquiry form, described as data: a server component builds the list from the
 * content modules and hands it to the one client form engine (EnquiryForm.client.tsx).
 */
type Common = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  defaultValue?: string;
};

export type FieldSpec =
  | (Common & {
      kind: 'text';
      type?: 'text' | 'email' | 'tel' | 'url';
      autoComplete?: string;
      maxLength?: number;
    })
  | (Common & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (Common & { kind: 'select'; options: { value: string; label: string }[]; placeholder?: string })
  | (Common & { kind: 'file'; accept: string })
  | { kind: 'hidden'; name: string; value: string };

export const contactFields = {
  name: { kind: 'text', name: 'name', label: 'Your name', autoComplete: 'name', maxLength: 120 },
  email: {
    kind: 'text',
    name: 'email',
    label: 'E-mail address',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
  phone: {
    kind: 'text',
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    optional: true,
    hint: 'With the country code if you are outside Canada, e.g. +234 803 123 4567',
    maxLength: 30,
  },
} as const satisfies Record<string, FieldSpec>;
