import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import { ActionForm } from '@/components/forms/ActionForm.client';
import Link from '@/components/ui/Link';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { hashToken } from '@/lib/auth/tokens';
import { findInvitation } from '@/lib/db/queries/company-invitations';
import { INVITATION_DEAD } from '@/lib/suppliers/colleague-forms';
import { joinCompany } from '../actions';

export const metadata: Metadata = {
  title: 'Join a company',
  robots: { index: false },
  // The token is in the address: not for other sites' Referer.
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * A colleague's invitation: opening it changes nothing (mail scanners follow links); signed in
 * with the invited address, the button joins the company.
 */
export default async function JoinPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const link = typeof token === 'string' && token.length <= 200 ? token : undefined;
  const path = `/community/company/join${link ? `?token=${encodeURIComponent(link)}` : ''}`;
  const session = await currentSession();
  if (!session) redirect(signedOutPath(path));
  const invitation = link ? await findInvitation(hashToken(link)) : undefined;
  const yours = invitation && invitation.email === session.member?.email.toLowerCase();
  return (
    <PortalPage
      title={yours ? `Join ${invitation.companyName}` : 'Join a company'}
      intro="Colleagues upload and renew the company’s documents on the portal."
      aside={
        <p>
          <Link href="/community">Your members area</Link>
        </p>
      }
    >
      {yours ? (
        <ActionForm
          action={joinCompany}
          idPrefix="join"
          permalink={path}
          label={`Join ${invitation.companyName}`}
          fields={[{ kind: 'hidden', name: 'token', value: link! }]}
          submitLabel={`Join ${invitation.companyName}`}
          pendingLabel="Joining…"
        />
      ) : (
        <p>{INVITATION_DEAD}</p>
      )}
    </PortalPage>
  );
}
