'use client';

import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './Field';

type Props = Omit<FieldProps, 'children' | 'hintFirst'> & {
  /** react-hook-form's register(); or pass name (and value/onChange) for a plain input. */
  registration?: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A labelled input, with its hint and error announced to readers. Its type is written out
 * (text unless given): an autocomplete token such as given-name belongs to text controls, and a
 * checker cannot tell that an input without a type is one.
 */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  type = 'text',
  ...input
}: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional}>
      {(described) => <input id={id} type={type} {...described} {...input} {...registration} />}
    </Field>
  );
}

/** The e-mail field of the portal forms: an address's type, keyboard and autofill. */
export function EmailField(props: Omit<Props, 'label' | 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" {...props} />
  );
}
