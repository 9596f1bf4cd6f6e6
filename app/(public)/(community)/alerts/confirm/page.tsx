import type { Metadata } from 'next';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { confirmAlert } from '../../actions';

export const metadata: Metadata = {
  title: 'Start your e-mail alert',
  description: 'Confirm your address to start the alert you asked for.',
  alternates: { canonical: '/alerts/confirm' },
  robots: { index: false },
  // The token is in the URL: not for other sites' Referer (see /community-confirm).
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opening the link changes nothing (mail scanners follow links); the button starts the alert. */
export default async function ConfirmAlertPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <PortalPage
      title="Start your e-mail alert"
      intro="One click confirms this address is yours and starts the alert you asked for."
    >
      {typeof token === 'string' && token ? (
        <ActionForm
          action={confirmAlert}
          idPrefix="confirm-alert"
          permalink={`/alerts/confirm?token=${encodeURIComponent(token)}`}
          fields={[{ kind: 'hidden', name: 'token', value: token }]}
          submitLabel="Start my alert"
          pendingLabel="Starting…"
          once
        />
      ) : (
        <p>
          This link is incomplete. Open the link from the e-mail again, or ask for the alert again
          from the <Link href="/job-opportunities">job list</Link> or the{' '}
          <Link href="/business-search">business search</Link>.
        </p>
      )}
    </PortalPage>
  );
}
