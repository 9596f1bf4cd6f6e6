import Link from '@/components/ui/Link';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/community/LoginForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import { safeNextPath } from '@/lib/safe-next';
import { currentSession } from '@/lib/auth/session';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Community User login',
  description: 'Sign in to the community portal for builders, engineers and partners.',
  path: '/community-login',
});

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const nextPath = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await currentSession()) redirect(nextPath);
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
      <LoginForm next={nextPath} />
    </PortalPage>
  );
}
