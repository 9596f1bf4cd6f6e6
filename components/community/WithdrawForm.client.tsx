'use client';

import { FocusedStatus } from '@/components/forms/FocusedStatus.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

type Props = {
  action: ServerFormAction;
  id: string;
  reference: string;
  /** What is withdrawn, in the button's words. */
  what: 'application' | 'enquiry';
  withdrawn: boolean;
};

/**
 * Withdrawing one of the member's enquiries, behind a confirmation. Drawn for every enquiry, so
 * that the answer stays when the list around it is redrawn with the new status.
 */
export function WithdrawForm({ action, id, reference, what, withdrawn }: Props) {
  return (
    <ServerForm
      action={action}
      idPrefix={`withdraw-${reference}`}
      fields={[]}
      done={(state) => (state.message ? <FocusedStatus message={state.message} /> : null)}
      frame={(content, form) =>
        form.state.status === 'done' ? (
          content
        ) : withdrawn ? null : (
          <details open={form.state.status === 'refused' || undefined}>
            <summary>
              Withdraw this {what}
              <span className="visually-hidden"> ({reference})</span>
            </summary>
            <p>
              We will stop working on it and delete any CV you attached at once. This cannot be
              undone.
            </p>
            {content}
          </details>
        )
      }
    >
      {(form) => (
        <>
          <input type="hidden" name="id" value={id} />
          <SubmitButton pending={form.pending} pendingLabel="Withdrawing...">
            Yes, withdraw {reference}
          </SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
