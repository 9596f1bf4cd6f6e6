'use client';

import Link from '@/components/ui/Link';
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
  token: string;
};

/**
 * The mailed link's form: the password chosen at registration confirms the address (see
 * lib/community/email-confirmation.ts) and signs in. A dead link offers the ways forward.
 */
export function ConfirmEmailForm(props: Props) {
  return <FormRecovery>{(recovered) => <Confirm {...props} recovered={recovered} />}</FormRecovery>;
}

function Confirm({ action, token, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'confirm', { recovered, permalink });
  // A dead or malformed link cannot be retried: the ways forward instead of the password.
  const dead = Boolean(form.state.fieldErrors?.token);
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('confirm')}>
      <FormSummary state={form.state} idPrefix="confirm" fields={['password']} />
      {dead ? (
        <div className="actions">
          <Link className="button-link" href="/community-register">
            Register
          </Link>
          <Link className="button-link" href="/community-reset-password">
            Reset password
          </Link>
        </div>
      ) : (
        <>
          <input type="hidden" name="token" value={token} />
          <TextField
            {...form.field('password')}
            defaultValue=""
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={256}
            required
          />
          <div className="actions">
            <SubmitButton pending={form.pending} pendingLabel="Confirming...">
              Confirm my address
            </SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}
