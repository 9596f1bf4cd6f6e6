'use client';

import { TextField } from './TextField.client';
import type { FieldBinding } from './use-form-kit';

/** A new password and its confirmation, as registration and the password reset ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: FieldBinding;
  confirmation: FieldBinding;
  labels: { password: string; confirmation: string };
}) {
  return (
    <>
      <TextField
        {...password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A passphrase is best."
      />
      <TextField
        {...confirmation}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
