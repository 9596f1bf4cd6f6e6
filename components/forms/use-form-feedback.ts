'use client';

import { useState } from 'react';
import type { ErrorBody } from '@/lib/http/errors';
import type { SummaryItem } from './ErrorSummary.client';

export type FormOutcome = { tone: 'error' | 'success'; message: string };

/** The form-level message's box; `-form-` keeps it apart from a field named "message". */
export const formMessageId = (idPrefix: string) => `${idPrefix}-form-message`;

/** Puts one message on a field; false when the form has no such field. */
export type PlaceFieldError = (field: string, message: string) => boolean;

/**
 * What a form tells its visitor after an attempt, with or without react-hook-form: the
 * form-level message (a failure or a confirmation) and the attempt count that moves focus to the
 * error summary again on every failed submit.
 */
export function useFormFeedback(initialError?: string) {
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(
    initialError ? { tone: 'error', message: initialError } : undefined,
  );
  const [attempt, setAttempt] = useState(0);

  const failed = (message?: string) => {
    setOutcome(message ? { tone: 'error', message } : undefined);
    setAttempt((n) => n + 1);
  };

  /**
   * Each field error goes on its field; the message says what no field can show (the server's
   * own words, and errors of fields this form does not show). When every error found its field,
   * the error summary says it all.
   */
  const failedOn = (errors: Record<string, string>, place: PlaceFieldError, message?: string) => {
    const leftover = Object.entries(errors).filter(([field, text]) => !place(field, text));
    const placedAll = Object.keys(errors).length > 0 && leftover.length === 0;
    const text = [message, ...leftover.map(([, left]) => left)].filter(Boolean).join(' ');
    failed(placedAll ? undefined : text);
  };

  return {
    outcome,
    attempt,
    /** A new attempt starts: the last one's message goes. */
    clear: () => setOutcome(undefined),
    succeeded: (message: string) => setOutcome({ tone: 'success', message }),
    failed,
    failedOn,
    /** A route handler's refusal: its field errors (the first of each) and its message. */
    refused: (error: ErrorBody, place: PlaceFieldError) =>
      failedOn(
        Object.fromEntries(
          Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) =>
            messages[0] ? [[field, messages[0]]] : [],
          ),
        ),
        place,
        error.message,
      ),
  };
}

/** The error summary's entries, in the fields' order, each linking to its control. */
export function summaryOf(
  fields: readonly string[],
  errorOf: (field: string) => string | undefined,
  idPrefix: string,
): SummaryItem[] {
  return fields.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: `${idPrefix}-${field}`, message }] : [];
  });
}
