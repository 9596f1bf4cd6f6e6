'use client';

import Link from '@/components/ui/Link';
import { FormRecovery } from '@/components/forms/FormRecovery.client';
import { formMessageId, FormSummary } from '@/components/forms/FormSummary.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import { useServerForm, type ServerFormAction } from '@/components/forms/use-server-form';
import type { FormState } from '@/lib/forms/state';

type Props = {
  action: ServerFormAction;
  /** The page's address without a fragment (use-server-form.ts says why). */
  permalink?: string;
  next: string;
};

/** "Community User login": e-mail and password; on success the server sends the browser on. */
export function LoginForm(props: Props) {
  return <FormRecovery>{(recovered) => <Login {...props} recovered={recovered} />}</FormRecovery>;
}

function Login({ action, next, permalink, recovered }: Props & { recovered?: FormState }) {
  const form = useServerForm(action, 'login', { recovered, permalink });
  return (
    <form noValidate action={form.dispatch} aria-describedby={formMessageId('login')}>
      <FormSummary state={form.state} idPrefix="login" fields={['email', 'password']} />
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
    </form>
  );
}
