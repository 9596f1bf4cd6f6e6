'use client';

import { FocusedStatus } from './FocusedStatus.client';
import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = { action: ServerFormAction; id: string; reference: string; withdrawn: boolean };

/**
 * Withdrawing one of the member's enquiries, behind a confirmation. Drawn for every enquiry, so
 * that the answer stays when the list around it is redrawn with the new status.
 */
export function WithdrawForm(props: Props) {
  return (
    <FormRecovery>{(recovered) => <Withdraw {...props} recovered={recovered} />}</FormRecovery>
  );
}

function Withdraw({
  action,
  id,
  reference,
  withdrawn,
  recovered,
}: Props & { recovered?: FormState }) {
  const form = useServerForm(action, `withdraw-${reference}`, { recovered });
  if (form.state.status === 'done' && form.state.message) {
    return <FocusedStatus message={form.state.message} />;
  }
  if (withdrawn) return null;
  return (
    <details open={form.state.status === 'refused' || undefined}>
      <summary>Withdraw {reference}</summary>
      <p>
        We will stop working on it and delete any CV you attached at once. This cannot be undone.
      </p>
      <form noValidate action={form.dispatch}>
        <FormSummary state={form.state} idPrefix={form.idPrefix} fields={[]} />
        <input type="hidden" name="id" value={id} />
        <SubmitButton pending={form.pending} pendingLabel="Withdrawing...">
          Yes, withdraw {reference}
        </SubmitButton>
      </form>
    </details>
  );
}
