'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { api } from '@/lib/api-client';
import { passwordResetSchema, type PasswordResetValues } from '@/lib/validation/password-reset';

export function NewPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    const result = await api.post<{ message: string }>(
      '/api/community/password-reset/confirm',
      values,
    );
    setOutcome(
      result.ok
        ? { tone: 'success', message: result.data.message }
        : { tone: 'error', message: result.error.message },
    );
  });

  if (outcome?.tone === 'success') {
    return (
      <div className="actions">
        <FormMessage message={outcome.message} tone="success" />
        <Link className="button-link" href="/community-login">
          Go to login
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <FormMessage message={outcome?.message ?? errors.token?.message} />
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A passphrase is best."
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="new-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <div className="actions">
        <SubmitButton needsScript pending={isSubmitting} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}
