'use client';

import type { InputSpec } from './field-spec';
import { ChoicesField } from './ChoicesField.client';
import { Field } from './Field';
import { SelectField } from './SelectField.client';
import { TextField } from './TextField.client';

/**
 * One field of a form described as data: uncontrolled, with its label, hint and error. (A box to
 * tick is CheckboxField's, kept apart so the public forms do not carry it.)
 */
export function FieldControl({
  field,
  idPrefix,
  error,
  defaultValue,
  oneOf,
}: {
  field: InputSpec;
  idPrefix: string;
  error?: string;
  defaultValue?: string;
  /** One way of a group's answer (GroupSpec): neither required nor called optional. */
  oneOf?: boolean;
}) {
  if (field.kind === 'hidden') return <input type="hidden" name={field.name} value={field.value} />;
  const id = `${idPrefix}-${field.name}`;
  const common = {
    id,
    name: field.name,
    label: field.label,
    hint: field.hint,
    optional: field.optional && !oneOf,
    error,
  };
  const required = !field.optional && !oneOf;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          spellCheck={
            field.type === 'password' || field.inputMode === 'numeric' ? false : undefined
          }
          defaultValue={field.type === 'password' ? undefined : defaultValue}
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
    case 'choices':
      return <ChoicesField {...common} options={field.options} defaultValue={defaultValue} />;
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
