'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/** Current password, then the new one twice; this device stays signed in, the others do not. */
export function ChangePasswordForm(props: Props) {
  return <FormRecovery>{(recovered) => <Change {...props} recovered={recovered} />}</FormRecovery>;
}

function Change({ action, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'change', { recovered, permalink });
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('change')}>
      <FormSummary
        state={form.state}
        idPrefix="change"
        fields={['currentPassword', 'password', 'confirmPassword']}
      />
      <TextField
        {...form.field('currentPassword')}
        defaultValue=""
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
      />
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel="Saving...">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
