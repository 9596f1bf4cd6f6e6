import type { Metadata } from 'next';
import { ConfirmEmailForm } from '@/components/community/ConfirmEmailForm.client';
import { PortalPage } from '@/components/community/PortalPage';
import Link from '@/components/ui/Link';
import { confirmEmail } from '../actions';

export const metadata: Metadata = {
  title: 'Confirm your e-mail address',
  description: 'Finish creating your community account.',
  alternates: { canonical: '/community-confirm' },
  robots: { index: false },
  // The token is in the URL: do not hand it to other sites in the Referer header. Not
  // 'no-referrer': that makes the form's own POST carry `Origin: null`, which the origin check
  // refuses.
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Opening the link changes nothing (mail scanners follow links); the form, with the password
 * chosen at registration, spends it.
 */
export default async function ConfirmPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <PortalPage
      title="Confirm your e-mail address"
      intro="Enter the password you chose when you registered: that finishes creating your account and signs you in."
      aside={
        <p>
          Already confirmed? <Link href="/community-login">Log in</Link>.
        </p>
      }
    >
      {typeof token === 'string' && token ? (
        <ConfirmEmailForm
          action={confirmEmail}
          token={token}
          permalink={`/community-confirm?token=${encodeURIComponent(token)}`}
        />
      ) : (
        <p>
          This link is incomplete. Open the link from the e-mail again, or{' '}
          <Link href="/community-register">register</Link> again.
        </p>
      )}
    </PortalPage>
  );
}
