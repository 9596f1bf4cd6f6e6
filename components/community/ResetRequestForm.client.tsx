'use client';

import { KitForm } from '@/components/forms/KitForm.client';
import { EmailField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { passwordResetRequestSchema } from '@/lib/validation/password-reset';

export function ResetRequestForm({ failure }: { failure?: string }) {
  const kit = useFormKit({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    idPrefix: 'reset',
    action: '/api/community/password-reset',
    initialMessage: failure,
    submit: (values) => api.post<{ message: string }>('/api/community/password-reset', values),
    // The same words whether or not the address has an account.
    onSuccess: (data) => data.message,
  });

  return (
    <KitForm kit={kit} submitLabel="Send reset link" pendingLabel="Sending...">
      <EmailField {...kit.field('email')} placeholder="Email id" />
    </KitForm>
  );
}
