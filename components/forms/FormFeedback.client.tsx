'use client';

import { ErrorSummary, type SummaryItem } from './ErrorSummary.client';
import { FormMessage } from './FormMessage.client';
import type { FormOutcome } from './use-form-feedback';

/**
 * The top of every form: the error summary after a failed attempt (it takes focus) and the
 * form-level message, in a box whose id the form names in aria-describedby.
 */
export function FormFeedback({
  summary,
  outcome,
  attempt,
  messageId,
}: {
  summary: readonly SummaryItem[];
  outcome?: FormOutcome;
  attempt: number;
  messageId: string;
}) {
  return (
    <>
      <ErrorSummary items={summary} focusKey={summary.length ? attempt : 0} />
      <div id={messageId}>
        <FormMessage message={outcome?.message} tone={outcome?.tone} />
      </div>
    </>
  );
}
