import type { Metadata } from 'next';
import { Notice } from '@/components/staff/kit';
import { StaffForm } from '@/components/staff/StaffForm';
import type { SignedOutReason } from '@/lib/auth/staff-session';
import { env } from '@/lib/env';
import { signInWithPassword } from '../actions';

export const metadata: Metadata = { title: 'Staff sign-in' };

type Props = { searchParams: Promise<{ 'signed-out'?: string | string[] }> };

/** Why a colleague whose session ended (lib/auth/staff-session.ts) is back here. */
function signedOut(reason: SignedOutReason): string {
  return reason === 'idle'
    ? `You were signed out after ${env().STAFF_SESSION_IDLE_MINUTES} minutes without use. Sign in again to carry on.`
    : 'You were signed out: your session was ended, most likely because an admin reset your sign-in (a link to set it up again is then in your mail) or disabled your account. Sign in again; if your password no longer works, ask an admin.';
}

export default async function StaffSignInPage({ searchParams }: Props) {
  const reason = (await searchParams)['signed-out'];
  return (
    <StaffForm
      title="Staff sign-in"
      intro={
        (reason === 'idle' || reason === 'ended') && (
          <Notice role="status">{signedOut(reason)}</Notice>
        )
      }
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
