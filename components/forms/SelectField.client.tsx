'use client';

import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ControlStandIn } from './ControlStandIn';

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
  /** Render a ControlStandIn showing the placeholder instead of the select. */
  standIn?: boolean;
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
  standIn,
  ...select
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {standIn ? (
        <ControlStandIn kind="select" disabled={select.disabled}>
          {placeholder}
        </ControlStandIn>
      ) : (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...select}
          {...registration}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
