'use client';

import Link from '@/components/ui/Link';
import { ServerForm } from '@/components/forms/ServerForm.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import type { ServerFormAction } from '@/components/forms/use-server-form';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  next: string;
};

/** "Community User login": e-mail and password; on success the server sends the browser on. */
export function LoginForm({ action, next, permalink }: Props) {
  return (
    <ServerForm
      action={action}
      idPrefix="login"
      permalink={permalink}
      fields={['email', 'password']}
    >
      {(form) => (
        <>
          <input type="hidden" name="next" value={next} />
          <EmailField {...form.field('email')} placeholder="Email id" required />
          <TextField
            {...form.field('password')}
            defaultValue=""
            label="Password"
            type="password"
            placeholder="Password"
            autoComplete="current-password"
            required
          />
          <div className="actions">
            <SubmitButton pending={form.pending} pendingLabel="Signing in...">
              Login
            </SubmitButton>
            <Link className="button-link secondary" href="/community-register">
              Register
            </Link>
            <Link className="text-link" href="/community-reset-password">
              Reset password
            </Link>
          </div>
        </>
      )}
    </ServerForm>
  );
}
