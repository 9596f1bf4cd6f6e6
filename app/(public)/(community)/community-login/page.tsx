import Link from '@/components/ui/Link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/community/LoginForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { safeNextPath } from '@/lib/safe-next';
import { currentSession, holdsSessionCookies, signedOutPath } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/metadata';
import { logIn } from '../actions';

export const metadata = pageMetadata({
  title: 'Community User login',
  description: 'Sign in to the community portal for builders, engineers and partners.',
  path: '/community-login',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const { next, reset } = await searchParams;
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
      <LoginForm
        action={logIn}
        next={nextPath}
        permalink={`/community-login?next=${encodeURIComponent(nextPath)}`}
      />
    </PortalPage>
  );
}
