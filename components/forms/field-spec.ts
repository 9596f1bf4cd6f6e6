/**
 * A form's fields, described as data: a server component builds the list (from the content
 * modules, or the back office's needs) and hands it to a client form (EnquiryForm.client.tsx,
 * ActionForm.client.tsx), which draws each with FieldControl.client.tsx.
 */
type Common = {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  defaultValue?: string;
};

/** Every kind of field but the box to tick: the public forms' fields (FieldControl draws them). */
export type InputSpec =
  | (Common & {
      kind: 'text';
      /** A password is never given back after a refusal. */
      type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'date' | 'datetime-local';
      autoComplete?: string;
      maxLength?: number;
      inputMode?: 'numeric' | 'email' | 'text';
      placeholder?: string;
    })
  | (Common & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (Common & { kind: 'select'; options: { value: string; label: string }[]; placeholder?: string })
  | (Common & { kind: 'file'; accept: string })
  | (Common & {
      kind: 'choices';
      /** Boxes to tick, in groups when each has a `group` (the areas by country). */
      options: { value: string; label: string; group?: string }[];
      /** The ticked values, one a line (as a refusal gives them back). */
      defaultValue?: string;
    })
  | { kind: 'hidden'; name: string; value: string };

/**
 * One answer given one of several ways (a CV: a file or a link): the group's legend and hint say
 * what is needed, and its fields are neither required nor optional on their own.
 */
export type GroupSpec = {
  kind: 'group';
  name: string;
  legend: string;
  hint: string;
  fields: InputSpec[];
};

/** What the enquiry forms are made of. */
export type EnquiryFieldSpec = InputSpec | GroupSpec;

/** A box to tick, sent as `value` when ticked (a confirmation, say): the back office's only. */
export type CheckboxSpec = Common & { kind: 'checkbox'; value: string };

export type FieldSpec = InputSpec | CheckboxSpec;

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
    maxLength: 30,
  },
} as const satisfies Record<string, InputSpec>;

/** What the phone field asks for, in each form's audience's terms. */
export const phoneHints = {
  /** The Canada pages' forms (study, job application, seller): most visitors are abroad. */
  canada: 'With the country code if you are outside Canada, e.g. +234 803 123 4567',
  /** The contact form: the Port Harcourt or the Manchester office calls back. */
  offices: 'With the country code (+234 for Nigeria, +44 for the UK), so either office can call',
} as const;
