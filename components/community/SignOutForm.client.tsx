'use client';

import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/**
 * Sign out here, or everywhere. The answer is a redirect, so the browser loads the login page
 * afresh and keeps no page it cached signed in.
 */
export function SignOutForm({ action, permalink }: Props) {
  return (
    <ServerForm action={action} idPrefix="signout" permalink={permalink} fields={[]}>
      {(form) => (
        <div className="actions">
          <SubmitButton pending={form.pending} pendingLabel="Signing out...">
            Sign out
          </SubmitButton>
          <SubmitButton
            pending={form.pending}
            pendingLabel="Signing out..."
            name="everywhere"
            value="1"
            className="secondary"
          >
            Sign out of every device
          </SubmitButton>
        </div>
      )}
    </ServerForm>
  );
}
