import type { Metadata } from 'next';
import { StaffForm } from '@/components/staff/StaffForm';
import { setUpAccount } from '../actions';

export const metadata: Metadata = { title: 'Set up your staff account' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The set-up link's page. Opening it changes nothing (mail scanners follow links): the token is
 * spent only when the form is posted with a new password.
 */
export default async function StaffSetupPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <StaffForm
      title="Set up your staff account"
      intro={
        <p>
          Choose a password (12 characters or more). Next you will set up your authenticator app.
        </p>
      }
      action={setUpAccount}
      idPrefix="staff-setup"
      submit="Set password"
      permalink={`/staff/setup?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`}
      fields={[
        { kind: 'hidden', name: 'token', value: typeof token === 'string' ? token : '' },
        {
          kind: 'text',
          name: 'password',
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          maxLength: 128,
        },
      ]}
    />
  );
}
