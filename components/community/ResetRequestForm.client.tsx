'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { api } from '@/lib/api-client';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestValues,
} from '@/lib/validation/password-reset';

export function ResetRequestForm() {
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestValues>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    const result = await api.post<{ message: string }>('/api/community/password-reset', values);
    setOutcome(
      result.ok
        ? { tone: 'success', message: result.data.message }
        : { tone: 'error', message: result.error.fieldErrors?.email?.[0] ?? result.error.message },
    );
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <FormMessage message={outcome?.message} tone={outcome?.tone} />
      <TextField
        id="reset-email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Email id"
        registration={register('email')}
        error={errors.email?.message}
      />
      <div className="actions">
        <SubmitButton needsScript pending={isSubmitting} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
