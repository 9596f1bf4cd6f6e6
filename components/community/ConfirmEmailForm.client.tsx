'use client';

import Link from '@/components/ui/Link';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { ServerForm } from '@/components/forms/ServerForm.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

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
export function ConfirmEmailForm({ action, token, permalink }: Props) {
  return (
    <ServerForm action={action} idPrefix="confirm" permalink={permalink} fields={['password']}>
      {(form) =>
        // A dead or malformed link cannot be retried: the ways forward instead of the password.
        form.state.fieldErrors?.token ? (
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
        )
      }
    </ServerForm>
  );
}
