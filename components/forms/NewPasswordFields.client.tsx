'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validation/form-constants';
import { TextField } from './TextField.client';

/** A field as useServerForm or react-hook-form gives it. */
type Binding = {
  id: string;
  name?: string;
  error?: string;
  defaultValue?: string;
  registration?: UseFormRegisterReturn;
};

/**
 * A new password and its confirmation, as registration, the password reset and the password
 * change ask for them. Never given back after a refusal: the visitor types them again.
 */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: Binding;
  confirmation: Binding;
  labels: { password: string; confirmation: string };
}) {
  // Passwords are never given back after a refusal.
  const newPassword = { ...password, defaultValue: undefined };
  const confirm = { ...confirmation, defaultValue: undefined };
  return (
    <>
      <TextField
        {...newPassword}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        required
        hint={`At least ${PASSWORD_MIN} characters. A passphrase is best.`}
      />
      <TextField
        {...confirm}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        required
      />
    </>
  );
}
