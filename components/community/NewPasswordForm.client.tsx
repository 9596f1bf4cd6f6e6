'use client';

import Link from '@/components/ui/Link';
import { KitForm } from '@/components/forms/KitForm.client';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { passwordResetSchema } from '@/lib/validation/password-reset';

export function NewPasswordForm({ token, failure }: { token: string; failure?: string }) {
  const kit = useFormKit({
    schema: passwordResetSchema,
    // The token is no field of the form: a broken link speaks through the form's message.
    defaultValues: { token, password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'],
    idPrefix: 'new',
    action: '/api/community/password-reset/confirm',
    initialMessage: failure,
    submit: (values) =>
      api.post<{ message: string }>('/api/community/password-reset/confirm', values),
    onSuccess: (data) => data.message,
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
    <KitForm kit={kit} submitLabel="Set new password" pendingLabel="Saving...">
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        password={kit.field('password')}
        confirmation={kit.field('confirmPassword')}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
      />
    </KitForm>
  );
}
