'use client';

import { KitForm } from '@/components/forms/KitForm.client';
import { TextField } from '@/components/forms/TextField.client';
import { useFormKit } from '@/components/forms/use-form-kit';
import { api } from '@/lib/api-client';
import { deleteAccountSchema } from '@/lib/validation/account';

/** Deletes the account once the password is given; a full load then says goodbye. */
export function DeleteAccountForm({ failure }: { failure?: string }) {
  const kit = useFormKit({
    schema: deleteAccountSchema,
    defaultValues: { currentPassword: '' },
    fields: ['currentPassword'],
    idPrefix: 'delete',
    action: '/api/community/account/delete',
    initialMessage: failure,
    submit: (values) => api.post<{ ok: true }>('/api/community/account/delete', values),
    onSuccess: () => {
      // A full load drops every page the client router cached while signed in.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
      window.location.assign('/community/goodbye');
    },
  });
  return (
    <KitForm kit={kit} submitLabel="Delete my account" pendingLabel="Deleting...">
      <p className="hint">
        Your account, your sessions and every enquiry and CV you sent while signed in are deleted
        for good.
      </p>
      <TextField
        {...kit.field('currentPassword')}
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
    </KitForm>
  );
}
