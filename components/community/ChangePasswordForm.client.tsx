'use client';

import { KitForm } from '@/components/forms/KitForm.client';
import { NewPasswordFields } from '@/components/forms/NewPasswordFields.client';
import { TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { changePasswordSchema } from '@/lib/validation/account';

/** Current password, then the new one twice; this device stays signed in, the others do not. */
export function ChangePasswordForm({ failure }: { failure?: string }) {
  const kit = useFormKit({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    fields: ['currentPassword', 'password', 'confirmPassword'],
    idPrefix: 'change',
    action: '/api/community/password',
    initialMessage: failure,
    submit: (values) => api.post<{ message: string }>('/api/community/password', values),
    onSuccess: (data) => {
      kit.reset();
      return data.message;
    },
  });
  return (
    <KitForm kit={kit} submitLabel="Change password" pendingLabel="Saving...">
      <TextField
        {...kit.field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={kit.field('password')}
        confirmation={kit.field('confirmPassword')}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
      />
    </KitForm>
  );
}
