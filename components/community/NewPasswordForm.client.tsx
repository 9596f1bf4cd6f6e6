'use client';

import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  token: string;
};

/** The reset link's form; a dead link speaks through the form's message (the token is no field). */
export function NewPasswordForm({ action, token, permalink }: Props) {
  return (
    <ServerForm
      action={action}
      idPrefix="new"
      permalink={permalink}
      fields={['password', 'confirmPassword']}
    >
      {(form) => (
        <>
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
        </>
      )}
    </ServerForm>
  );
}
