'use client';

import Link from '@/components/ui/Link';
import { FormFeedback } from '@/components/forms/FormFeedback.client';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { passwordResetSchema } from '@/lib/validation/password-reset';
import { useAppStore } from '@/stores/app-store';

export function NewPasswordForm({ token }: { token: string }) {
  const signOut = useAppStore((state) => state.signOut);
  const kit = useFormKit({
    schema: passwordResetSchema,
    // The token is no field of the form: a broken link speaks through the form's message.
    defaultValues: { token, password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'],
    idPrefix: 'new',
    submit: (values) =>
      api.post<{ message: string }>('/api/community/password-reset/confirm', values),
    onSuccess: (data) => {
      signOut();
      return data.message;
    },
  });

  if (kit.outcome?.tone === 'success') {
    return (
      <div className="actions">
        <FormMessage message={kit.outcome.message} tone="success" />
        <Link className="button-link" href="/community-login">
          Go to login
        </Link>
      </div>
    );
  }

  return (
    <form {...kit.formProps}>
      <FormFeedback {...kit.feedback} />
      <TextField
        {...kit.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A passphrase is best."
      />
      <TextField
        {...kit.field('confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <div className="actions">
        <SubmitButton needsScript pending={kit.pending} pendingLabel="Saving...">
          Set new password
        </SubmitButton>
      </div>
    </form>
  );
}
