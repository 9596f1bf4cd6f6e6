'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  token: string;
};

/** The reset link's form; a dead link speaks through the form's message (the token is no field). */
export function NewPasswordForm(props: Props) {
  return <FormRecovery>{(recovered) => <Choose {...props} recovered={recovered} />}</FormRecovery>;
}

function Choose({ action, token, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'new', { recovered, permalink });
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('new')}>
      <FormSummary state={form.state} idPrefix="new" fields={['password', 'confirmPassword']} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
      />
      <div className="actions">
        <SubmitButton pending={form.pending} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}
