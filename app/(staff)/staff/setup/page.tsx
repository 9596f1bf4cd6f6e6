import type { Metadata } from 'next';
import { StaffForm } from '@/components/staff/StaffForm';

export const metadata: Metadata = {
  title: 'Set up your staff account',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The set-up link's page. Opening it changes nothing (mail scanners follow links): the token is
 * spent only when the form is posted with a new password.
 */
export default async function StaffSetupPage({ searchParams }: Props) {
  const { token, error } = await searchParams;
  return (
    <StaffForm
      title="Set up your staff account"
      error={error}
      action="/api/staff/setup"
      submit="Set password"
      intro={
        <p>
          Choose a password (12 characters or more). Next you will set up your authenticator app.
        </p>
      }
    >
      <input type="hidden" name="token" value={typeof token === 'string' ? token : ''} />
      <label>
        New password
        <input
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
        />
      </label>
    </StaffForm>
  );
}
