'use client';

import { FormFeedback } from '@/components/forms/FormFeedback.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import { TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { passwordResetRequestSchema } from '@/lib/validation/password-reset';

export function ResetRequestForm() {
  const kit = useFormKit({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    idPrefix: 'reset',
    submit: (values) => api.post<{ message: string }>('/api/community/password-reset', values),
    // The same words whether or not the address has an account.
    onSuccess: (data) => data.message,
  });

  return (
    <form {...kit.formProps}>
      <FormFeedback {...kit.feedback} />
      <TextField
        {...kit.field('email')}
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Email id"
      />
      <div className="actions">
        <SubmitButton needsScript pending={kit.pending} pendingLabel="Sending...">
          Send reset link
        </SubmitButton>
      </div>
    </form>
  );
}
