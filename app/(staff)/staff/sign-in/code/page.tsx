import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffForm } from '@/components/staff/StaffForm';
import { currentStaffSession } from '@/lib/auth/staff-session';
import { enterCode } from '../../actions';

export const metadata: Metadata = { title: 'Staff sign-in: code' };

/** The second step, after the password: nothing personal is shown before it. */
export default async function StaffCodePage() {
  const session = await currentStaffSession();
  if (!session) redirect('/staff/sign-in');
  if (!session.staff.totpSecret) redirect('/staff/enrol');
  if (session.secondFactorAt) redirect('/staff');
  return (
    <StaffForm
      title="Enter your code"
      intro={<p>The six-digit code from your authenticator app, or one of your recovery codes.</p>}
      action={enterCode}
      idPrefix="staff-code"
      submit="Sign in"
      permalink="/staff/sign-in/code"
      fields={[
        {
          kind: 'text',
          name: 'code',
          label: 'Code',
          autoComplete: 'one-time-code',
          maxLength: 20,
        },
      ]}
    />
  );
}
