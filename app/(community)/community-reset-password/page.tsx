import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { NewPasswordForm } from '@/components/community/NewPasswordForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { ResetRequestForm } from '@/components/community/ResetRequestForm.client';
import { RESET_LINK_DEAD, RESET_REQUESTED } from '@/lib/community/password-reset';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DIFFER } from '@/lib/validation/fields';
import { failureMessage, type FailureParams } from '@/lib/plain-form-failure';

export const metadata: Metadata = {
  title: 'Reset password',
  description: 'Choose a new password for your community account.',
  alternates: { canonical: '/community-reset-password' },
  robots: { index: false },
  // The token is in the URL: do not hand it to other sites in the Referer header. Not
  // 'no-referrer': that makes the form's own POST carry `Origin: null`, which the CSRF check
  // refuses.
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<FailureParams> };

/** What the two forms, sent without JavaScript, come back with (lib/http/plain-form.ts). */
const words = {
  fields: {
    email: 'Enter a valid e-mail address, like name@example.com.',
    token: RESET_LINK_DEAD,
    password: `Choose a new password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
    confirmPassword: `${PASSWORDS_DIFFER}.`,
  },
};

export default async function ResetPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const { token, sent } = params;
  const failure = failureMessage(params, words);
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
        <NewPasswordForm token={token} failure={failure} />
      </PortalPage>
    );
  }
  return (
    <PortalPage
      title="Reset password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password. The link works once, within one hour."
      aside={aside}
    >
      {sent === '1' && (
        <p className="form-message success" role="status">
          {RESET_REQUESTED}
        </p>
      )}
      <ResetRequestForm failure={failure} />
    </PortalPage>
  );
}
