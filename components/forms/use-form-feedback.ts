'use client';

import { useState } from 'react';
import type { ErrorBody } from '@/lib/http/errors';
import type { SummaryItem } from './ErrorSummary.client';

export type FormOutcome = { tone: 'error' | 'success'; message: string };

/** Puts one message on a field; false when the form has no such field. */
export type PlaceFieldError = (field: string, message: string) => boolean;

/**
 * What a form tells its visitor after an attempt, with or without react-hook-form: the
 * form-level message (a failure or a confirmation) and the attempt count that moves focus to the
 * error summary again on every failed submit.
 */
export function useFormFeedback() {
  const [outcome, setOutcome] = useState<FormOutcome>();
  const [attempt, setAttempt] = useState(0);

  const failed = (message?: string) => {
    setOutcome(message ? { tone: 'error', message } : undefined);
    setAttempt((n) => n + 1);
  };

  return {
    outcome,
    attempt,
    /** A new attempt starts: the last one's message goes. */
    clear: () => setOutcome(undefined),
    succeeded: (message: string) => setOutcome({ tone: 'success', message }),
    failed,
    /**
     * A route handler's refusal: each field error goes on its field; the message says what no
     * field can show (the server's own words, and errors of fields this form does not have).
     * When every error found its field, the error summary says it all.
     */
    refused: (error: ErrorBody, place: PlaceFieldError) => {
      const entries = Object.entries(error.fieldErrors ?? {}).flatMap(([field, messages]) =>
        messages[0] ? [[field, messages[0]] as const] : [],
      );
      const leftover = entries.filter(([field, message]) => !place(field, message));
      const placedAll = entries.length > 0 && leftover.length === 0;
      failed(placedAll ? undefined : [error.message, ...leftover.map(([, m]) => m)].join(' '));
    },
  };
}

export type FormFeedbackState = ReturnType<typeof useFormFeedback>;

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
