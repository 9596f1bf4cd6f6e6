'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/** Deletes the account once the password is given; the server then says goodbye on a new page. */
export function DeleteAccountForm(props: Props) {
  return <FormRecovery>{(recovered) => <Delete {...props} recovered={recovered} />}</FormRecovery>;
}

function Delete({ action, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'delete', { recovered, permalink });
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('delete')}>
      <FormSummary state={form.state} idPrefix="delete" fields={['currentPassword']} />
      <p className="hint">
        Your account, your sessions and every enquiry and CV you sent while signed in are deleted
        for good.
      </p>
      <TextField
        {...form.field('currentPassword')}
        defaultValue=""
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel="Deleting...">
          Delete my account
        </SubmitButton>
      </div>
    </form>
  );
}
