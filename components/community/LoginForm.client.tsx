'use client';

import Link from '@/components/ui/Link';
import { FormFeedback } from '@/components/forms/FormFeedback.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
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
    <form {...kit.formProps}>
      <FormFeedback {...kit.feedback} />
      <TextField
        {...kit.field('email')}
        label="E-mail"
        type="email"
        placeholder="Email id"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...kit.field('password')}
        label="Password"
        type="password"
        placeholder="Password"
        autoComplete="current-password"
      />
      <div className="actions">
        <SubmitButton needsScript pending={kit.pending} pendingLabel="Signing in...">
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
