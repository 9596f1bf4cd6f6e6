import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffForm } from '@/components/staff/StaffForm';
import { currentStaffSession } from '@/lib/auth/staff-session';

export const metadata: Metadata = {
  title: 'Staff sign-in: code',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The second step, after the password: nothing personal is shown before it. */
export default async function StaffCodePage({ searchParams }: Props) {
  const session = await currentStaffSession();
  if (!session) redirect('/staff/sign-in');
  if (!session.staff.totpSecret) redirect('/staff/enrol');
  if (session.secondFactorAt) redirect('/staff');
  const { error } = await searchParams;
  return (
    <StaffForm
      title="Enter your code"
      error={error}
      action="/api/staff/sign-in/code"
      submit="Sign in"
      intro={<p>The six-digit code from your authenticator app, or one of your recovery codes.</p>}
    >
      <label>
        Code
        <input
          name="code"
          autoComplete="one-time-code"
          required
          maxLength={20}
          spellCheck={false}
        />
      </label>
    </StaffForm>
  );
}
