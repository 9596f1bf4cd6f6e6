'use client';

import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';

export type Option = { value: string; label: string; lang?: string };

type Props = {
  id: string;
  label: string;
  options: readonly Option[];
  /** The first, empty choice ("Choose..."); omit when a real option is the default. */
  placeholder?: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** react-hook-form's register(); or pass value/onChange for a controlled select. */
  registration?: UseFormRegisterReturn;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  optional,
  registration,
  ...select
}: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional}>
      {(described) => (
        <select id={id} {...described} {...select} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
