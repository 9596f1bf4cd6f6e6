'use client';

import { SelectField } from '@/components/forms/SelectField.client';
import { Field } from '@/components/forms/Field';
import { TextField } from '@/components/forms/TextField.client';
import type { FieldSpec } from './field-spec';

/** One field of an enquiry form: uncontrolled, with its label, hint and error. */
export function FieldControl({
  field,
  idPrefix,
  error,
  defaultValue,
}: {
  field: FieldSpec;
  idPrefix: string;
  error?: string;
  defaultValue?: string;
}) {
  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={field.value} />;
  const id = `${idPrefix}-${field.name}`;
  const common = {
    id,
    name: field.name,
    label: field.label,
    hint: field.hint,
    optional: field.optional,
    error,
  };
  const required = !field.optional;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={defaultValue}
          required={required}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options}
          placeholder={field.placeholder ?? 'Choose…'}
          defaultValue={defaultValue ?? ''}
          required={required}
        />
      );
    case 'file':
      return <TextField {...common} type="file" accept={field.accept} />;
    case 'textarea':
      return (
        <Field {...common} hintFirst>
          {(described) => (
            <textarea
              id={id}
              name={field.name}
              rows={field.rows ?? 5}
              maxLength={field.maxLength}
              defaultValue={defaultValue}
              required={required}
              {...described}
            />
          )}
        </Field>
      );
  }
}
