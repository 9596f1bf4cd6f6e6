import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { NewPasswordForm } from '@/components/community/NewPasswordForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import { chooseNewPassword, requestReset } from '../actions';

export const metadata: Metadata = {
  title: 'Reset password',
  description: 'Choose a new password for your community account.',
  alternates: { canonical: '/community-reset-password' },
  robots: { index: false },
  // The token is in the URL: do not hand it to other sites in the Referer header. Not
  // 'no-referrer': that makes the form's own POST carry `Origin: null`, which the origin check
  // refuses.
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const aside = (
    <p>
      Remembered it? <Link href="/community-login">Back to login</Link>.
    </p>
  );
  if (typeof token === 'string' && token) {
    return (
      <PortalPage
        title="Choose a new password"
        intro="Your new password replaces the old one and signs you out everywhere."
        aside={aside}
      >
        <NewPasswordForm
          action={chooseNewPassword}
          token={token}
          permalink={`/community-reset-password?token=${encodeURIComponent(token)}`}
        />
      </PortalPage>
    );
  }
  return (
    <PortalPage
      title="Reset password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password. The link works once, within one hour."
      aside={aside}
    >
      <ActionForm
        action={requestReset}
        idPrefix="reset"
        permalink="/community-reset-password"
        submitLabel="Send reset link"
        pendingLabel="Sending..."
        fields={[
          {
            kind: 'text',
            name: 'email',
            label: 'E-mail',
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            placeholder: 'Email id',
            maxLength: 254,
          },
        ]}
      />
    </PortalPage>
  );
}
