'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { EmailField } from '@/components/forms/TextField.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/** Asks for a reset link; the answer is the same words whether or not the address has an account. */
export function ResetRequestForm(props: Props) {
  return <FormRecovery>{(recovered) => <Request {...props} recovered={recovered} />}</FormRecovery>;
}

function Request({ action, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'reset', { recovered, permalink });
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('reset')}>
      <FormSummary state={form.state} idPrefix="reset" fields={['email']} />
      <EmailField {...form.field('email')} placeholder="Email id" required />
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
