import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { FormFrame } from '@/components/forms/FormFrame';
import { CopyButton } from '@/components/staff/CopyButton.client';
import { StaffPage, Steps } from '@/components/staff/kit';
import { company } from '@/content/company';
import { TotpQr } from '@/components/staff/TotpQr';
import { currentStaffSession } from '@/lib/auth/staff-session';
import { unseal } from '@/lib/auth/secrets';
import { findStaffById } from '@/lib/db/queries/staff';
import { beginEnrolment } from '@/lib/staff/enrolment';
import { totpUri } from '@/lib/staff/totp';
import { confirmEnrolment, restartEnrolment } from '../actions';

export const metadata: Metadata = { title: 'Set up two-factor sign-in' };

/**
 * Enrolment, reached only with a password but no second factor yet, in the order it is done:
 * save the ten recovery codes (download, or copy with JavaScript), add the key to an app (QR code,
 * or the key in groups of four), confirm with a first code. The key is made once and shown again until a first code confirms it
 * (a refused code comes back to the same key); the recovery codes are kept only as hashes, so
 * they are shown when the key is made, and "Make a new key" starts again for anyone who lost them.
 */
export default async function StaffEnrolPage() {
  const session = await currentStaffSession();
  if (!session) redirect('/staff/sign-in');
  if (session.staff.totpSecret) redirect(session.secondFactorAt ? '/staff' : '/staff/sign-in/code');
  const pending = (await findStaffById(session.staff.id))?.pendingTotpSecret;
  const fresh = pending ? undefined : await beginEnrolment(session.staff.id);
  const secret = pending ? unseal(pending) : fresh!.secret;
  const codesText = fresh
    ? [
        `Recovery codes for ${session.staff.email} (${company.name} back office).`,
        'Each works once, in place of a code from the app.',
        '',
        ...fresh.codes,
        '',
      ].join('\n')
    : '';
  return (
    <StaffPage>
      <h1>Set up two-factor sign-in</h1>
      <Steps>
        <li>
          <section aria-labelledby="recovery">
            <h2 id="recovery">Save your recovery codes</h2>
            {fresh ? (
              <>
                <p>
                  Each works once in place of a code if you lose your phone. Keep them somewhere
                  safe now: they are not shown again.
                </p>
                <ul className="codes" data-testid="recovery-codes">
                  {fresh.codes.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ul>
                <p className="keep">
                  <a
                    download="recovery-codes.txt"
                    href={`data:text/plain;charset=utf-8,${encodeURIComponent(codesText)}`}
                  >
                    Download the codes
                  </a>
                  <CopyButton text={codesText} label="Copy the codes" />
                </p>
              </>
            ) : (
              <>
                <p>
                  Your ten recovery codes were shown when this key was made. If you did not keep
                  them, make a new key: the app&apos;s entry for the old one will stop working.
                </p>
                <FormFrame>
                  <ActionForm
                    action={restartEnrolment}
                    idPrefix="staff-new-key"
                    permalink="/staff/enrol"
                    fields={[]}
                    submitLabel="Make a new key"
                  />
                </FormFrame>
              </>
            )}
          </section>
        </li>
        <li>
          <section aria-labelledby="app">
            <h2 id="app">Add the key to an authenticator app</h2>
            <p>Scan this code with the app, or type the key into it.</p>
            <TotpQr uri={totpUri(secret, session.staff.email)} />
            <p>
              Key:{' '}
              <code className="key" data-testid="totp-key" data-key={secret}>
                {secret.match(/.{1,4}/g)?.join(' ')}
              </code>
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="confirm">
            <h2 id="confirm">Confirm with the app&apos;s first code</h2>
            <FormFrame>
              <ActionForm
                action={confirmEnrolment}
                idPrefix="staff-enrol"
                permalink="/staff/enrol"
                submitLabel="Confirm"
                fields={[
                  {
                    kind: 'text',
                    name: 'code',
                    label: 'First code from the app',
                    inputMode: 'numeric',
                    autoComplete: 'one-time-code',
                    maxLength: 6,
                  },
                ]}
              />
            </FormFrame>
          </section>
        </li>
      </Steps>
    </StaffPage>
  );
}
