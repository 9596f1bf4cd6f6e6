import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffForm } from '@/components/staff/StaffForm';
import { TotpQr } from '@/components/staff/TotpQr';
import { currentStaffSession } from '@/lib/auth/staff-session';
import { findStaffById } from '@/lib/db/queries/staff';
import { beginEnrolment } from '@/lib/staff/enrolment';
import { totpUri } from '@/lib/staff/totp';

export const metadata: Metadata = {
  title: 'Set up two-factor sign-in',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Enrolment, reached only with a password but no second factor yet: a new key (QR code and text)
 * and ten recovery codes, shown this once. A wrong first code comes back to the same key.
 */
export default async function StaffEnrolPage({ searchParams }: Props) {
  const session = await currentStaffSession();
  if (!session) redirect('/staff/sign-in');
  if (session.staff.totpSecret) redirect(session.secondFactorAt ? '/staff' : '/staff/sign-in/code');
  const { error, retry } = await searchParams;
  const pending = retry === '1' ? (await findStaffById(session.staff.id))?.pendingTotpSecret : null;
  const fresh = pending ? undefined : await beginEnrolment(session.staff.id);
  const secret = pending ?? fresh!.secret;
  return (
    <StaffForm
      title="Set up two-factor sign-in"
      error={error}
      action="/api/staff/enrol"
      submit="Confirm"
      intro={
        <>
          <p>Scan this code with an authenticator app, or type the key into it.</p>
          <TotpQr uri={totpUri(secret, session.staff.email)} />
          <p>
            Key: <code data-testid="totp-key">{secret}</code>
          </p>
          {fresh && (
            <section aria-labelledby="recovery">
              <h2 id="recovery">Recovery codes</h2>
              <p>
                Each works once in place of a code if you lose your phone. Keep them somewhere safe:
                they are not shown again.
              </p>
              <ul data-testid="recovery-codes">
                {fresh.codes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      }
    >
      <label>
        First code from the app
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
        />
      </label>
    </StaffForm>
  );
}
