'use client';

import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
};

/**
 * Sign out here, or everywhere. The answer is a redirect, so the browser loads the login page
 * afresh and keeps no page it cached signed in.
 */
export function SignOutForm(props: Props) {
  return <FormRecovery>{(recovered) => <SignOut {...props} recovered={recovered} />}</FormRecovery>;
}

function SignOut({ action, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'signout', { recovered, permalink });
  return (
    <form action={form.dispatch}>
      <FormSummary state={form.state} idPrefix="signout" fields={[]} />
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
    </form>
  );
}
