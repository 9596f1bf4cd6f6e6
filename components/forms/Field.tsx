import type { ReactNode } from 'react';

export type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Where the hint goes: under the control (default) or between label and control. */
  hintFirst?: boolean;
  /** The control, given the ids that describe it (hint and error) for aria-describedby. */
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** A form field's frame: label, control, hint and error, the last two announced with it. */
export function Field({ id, label, error, hint, optional, hintFirst, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const hintText = hint && (
    <p className="hint" id={hintId}>
      {hint}
    </p>
  );
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> (optional)</span>}
      </label>
      {hintFirst && hintText}
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {!hintFirst && hintText}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
