'use client';

import { ErrorSummary, type SummaryItem } from './ErrorSummary.client';
import { FormMessage } from './FormMessage.client';
import { formMessageId, type FormOutcome } from './use-form-feedback';

/**
 * The top of every form: the error summary after a failed attempt (it takes focus) and the
 * form-level message, in a box the form names in its aria-describedby (empty until there is one).
 */
export function FormFeedback({
  summary,
  outcome,
  attempt,
  idPrefix,
}: {
  summary: readonly SummaryItem[];
  outcome?: FormOutcome;
  attempt: number;
  idPrefix: string;
}) {
  return (
    <>
      <ErrorSummary items={summary} focusKey={summary.length ? attempt : 0} />
      <div id={formMessageId(idPrefix)}>
        <FormMessage message={outcome?.message} tone={outcome?.tone} />
      </div>
    </>
  );
}
