'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = { action: ServerFormAction; id: string; reference: string };

/** The confirmed withdrawal of one of the member's enquiries. */
export function WithdrawForm(props: Props) {
  return (
    <FormRecovery>{(recovered) => <Withdraw {...props} recovered={recovered} />}</FormRecovery>
  );
}

function Withdraw({ action, id, reference, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, `withdraw-${reference}`, recovered);
  return (
    <form action={form.dispatch}>
      <FormSummary state={form.state} idPrefix={form.idPrefix} fields={[]} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton pending={form.pending} pendingLabel="Withdrawing...">
        Yes, withdraw {reference}
      </SubmitButton>
    </form>
  );
}
