'use client';

import type { CheckboxSpec } from './field-spec';

/** A box to tick, described as data (the back office's confirmations), with its error. */
export function CheckboxField({
  field,
  id,
  error,
  checked,
}: {
  field: CheckboxSpec;
  id: string;
  error?: string;
  /** Ticked at first: the value it had, or the one a refused post sent. */
  checked?: boolean;
}) {
  return (
    <div className="field checkbox">
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          value={field.value}
          defaultChecked={checked}
          required={!field.optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {field.label}
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
