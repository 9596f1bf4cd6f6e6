'use client';

import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  label: string;
  /** react-hook-form's register(); or pass name (and value/onChange) for a plain input. */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input wired to react-hook-form, with its hint and error announced to readers. */
export function TextField({ id, label, registration, error, hint, optional, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
        {...registration}
      />
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
