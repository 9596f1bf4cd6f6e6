'use client';

import Link from '@/components/ui/Link';
import { KitForm } from '@/components/forms/KitForm.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';
import { loginSchema } from '@/lib/validation/login';
import { safeNextPath } from '@/lib/safe-next';

/** `failure`: why the page came back from a post without JavaScript, in the page's words. */
export function LoginForm({ next, failure }: { next?: string; failure?: string }) {
  const kit = useFormKit({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    idPrefix: 'login',
    action: '/api/community/login',
    initialMessage: failure,
    submit: (values) => api.post<{ profile: PublicProfile }>('/api/community/login', values),
    onSuccess: () => {
      // A full load: the router may hold this page's earlier redirect to the login.
      window.location.assign(safeNextPath(next));
    },
  });

  return (
    <KitForm
      kit={kit}
      submitLabel="Login"
      pendingLabel="Signing in..."
      links={
        <>
          <Link className="button-link secondary" href="/community-register">
            Register
          </Link>
          <Link className="text-link" href="/community-reset-password">
            Reset password
          </Link>
        </>
      }
    >
      {/* Where a sign-in without JavaScript goes; the script goes there itself. */}
      <input type="hidden" name="next" value={safeNextPath(next)} />
      <EmailField {...kit.field('email')} placeholder="Email id" />
      <TextField
        {...kit.field('password')}
        label="Password"
        type="password"
        placeholder="Password"
        autoComplete="current-password"
      />
    </KitForm>
  );
}
