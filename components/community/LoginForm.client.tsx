'use client';

import Link from '@/components/ui/Link';
import { KitForm } from '@/components/forms/KitForm.client';
import { EmailField, TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';
import { loginSchema } from '@/lib/validation/login';
import { useAppStore } from '@/stores/app-store';
import { safeNextPath } from '@/lib/safe-next';

export function LoginForm({ next }: { next?: string }) {
  const signIn = useAppStore((state) => state.signIn);
  const kit = useFormKit({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    idPrefix: 'login',
    submit: (values) => api.post<{ profile: PublicProfile }>('/api/community/login', values),
    onSuccess: (data) => {
      signIn(data.profile);
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
