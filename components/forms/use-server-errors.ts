'use client';

import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldErrors } from '@/lib/http/errors';

/**
 * Puts a route handler's field errors on the form's fields; returns the messages that belong to
 * no field of this form, for the form-level message.
 */
export function applyServerErrors<T extends FieldValues>(
  fieldErrors: FieldErrors | undefined,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const leftover: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message });
    } else {
      leftover.push(message);
    }
  }
  return leftover;
}
