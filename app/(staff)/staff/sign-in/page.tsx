import type { Metadata } from 'next';
import { StaffForm } from '@/components/staff/StaffForm';
import { signInWithPassword } from '../actions';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default function StaffSignInPage() {
  return (
    <StaffForm
      title="Staff sign-in"
      action={signInWithPassword}
      idPrefix="staff-sign-in"
      submit="Continue"
      permalink="/staff/sign-in"
      fields={[
        {
          kind: 'text',
          name: 'email',
          label: 'E-mail address',
          type: 'email',
          // The token for an e-mail field (username is for text fields); managers pair it all the same.
          autoComplete: 'email',
          maxLength: 254,
        },
        {
          kind: 'text',
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'current-password',
          maxLength: 256,
        },
      ]}
    />
  );
}
