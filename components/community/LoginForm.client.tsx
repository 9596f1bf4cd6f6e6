'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary.client';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { applyServerErrors } from '@/components/forms/use-server-errors';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';
import { loginSchema, type LoginValues } from '@/lib/validation/login';
import { useAppStore } from '@/stores/app-store';
import { safeNextPath } from '@/lib/safe-next';

const fields = ['email', 'password'] as const;

export function LoginForm({ next }: { next?: string }) {
  const signIn = useAppStore((state) => state.signIn);
  const [message, setMessage] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    // The error summary takes focus instead of the first field (it lists every problem).
    shouldFocusError: false,
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setMessage(undefined);
      const result = await api.post<{ profile: PublicProfile }>('/api/community/login', values);
      if (result.ok) {
        signIn(result.data.profile);
        // A full load: the router may hold this page's earlier redirect to the login.
        window.location.assign(safeNextPath(next));
        return;
      }
      const leftover = applyServerErrors(result.error.fieldErrors, fields, setError);
      setMessage([result.error.message, ...leftover].join(' '));
      setAttempt((n) => n + 1);
    },
    () => setAttempt((n) => n + 1),
  );

  const summary = fields.flatMap((field) => {
    const error = errors[field]?.message;
    return error ? [{ fieldId: `login-${field}`, message: error }] : [];
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={message ? 'login-message' : undefined}
    >
      <ErrorSummary items={summary} focusKey={summary.length ? attempt : 0} />
      <div id="login-message">
        <FormMessage message={message} />
      </div>
      <TextField
        id="login-email"
        label="E-mail"
        type="email"
        placeholder="Email id"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        placeholder="Password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <div className="actions">
        <SubmitButton needsScript pending={isSubmitting} pendingLabel="Signing in...">
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
