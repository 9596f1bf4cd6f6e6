'use client';

import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/** Current password, then the new one twice; this device stays signed in, the others do not. */
export function ChangePasswordForm({ action, permalink }: Props) {
  return (
    <ServerForm
      action={action}
      idPrefix="change"
      permalink={permalink}
      fields={['currentPassword', 'password', 'confirmPassword']}
    >
      {(form) => (
        <>
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
        </>
      )}
    </ServerForm>
  );
}
