import Link from '@/components/ui/Link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/community/LoginForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { safeNextPath } from '@/lib/safe-next';
import { currentSession, holdsSessionCookies, signedOutPath } from '@/lib/auth/session';
import { UNCONFIRMED } from '@/lib/community/email-confirmation';
import { WRONG_CREDENTIALS } from '@/lib/community/login';
import { pageMetadata } from '@/lib/metadata';
import { failureMessage, type FailureParams } from '@/lib/plain-form-failure';

export const metadata = pageMetadata({
  title: 'Community User login',
  description: 'Sign in to the community portal for builders, engineers and partners.',
  path: '/community-login',
});

type Props = { searchParams: Promise<FailureParams> };

/** What the login form, sent without JavaScript, comes back with (lib/http/plain-form.ts). */
const loginWords = {
  refused: WRONG_CREDENTIALS,
  forbidden: UNCONFIRMED,
  fields: {
    email: 'Enter a valid e-mail address, like name@example.com.',
    password: 'Enter your password.',
  },
};

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const { next, reset } = params;
  const nextPath = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await currentSession()) redirect(nextPath);
  // Cookies of a session that ended elsewhere would keep the header saying "My account".
  if (await holdsSessionCookies()) redirect(signedOutPath(nextPath));
  return (
    <PortalPage
      title="Community User login"
      intro="Sign in with the e-mail address and password you registered with."
      aside={
        <p>
          New here? <Link href="/community-register">Create an account</Link> to join the community.
        </p>
      }
    >
      {reset === '1' && (
        <p className="form-message success" role="status">
          Your password has been changed. Sign in with the new one.
        </p>
      )}
      <LoginForm next={nextPath} failure={failureMessage(params, loginWords)} />
    </PortalPage>
  );
}
