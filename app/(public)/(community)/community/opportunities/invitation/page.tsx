import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PortalPage } from '@/components/community/PortalPage';
import Link from '@/components/ui/Link';
import { currentSession, signedOutPath } from '@/lib/auth/session';
import { BOARD_PATH, opportunityPath } from '@/lib/board/paths';
import { openInvitation } from '@/lib/board/invitations';

export const metadata: Metadata = {
  title: 'Your invitation',
  robots: { index: false },
  // The token is in the address: not for other sites' Referer.
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * An invited company's link to its opportunity. It grants nothing by itself (the company's
 * invitation does, on the board too): signed in as a member of the invited company, it records
 * for staff that the invitation was opened and goes to the opportunity. A mail scanner following
 * it without a session changes nothing.
 */
export default async function InvitationPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const link = typeof token === 'string' && token.length <= 200 ? token : undefined;
  const path = `${BOARD_PATH}/invitation${link ? `?token=${encodeURIComponent(link)}` : ''}`;
  const session = await currentSession();
  if (!session) redirect(signedOutPath(path));
  const opened = await openInvitation(link, session.member?.id);
  if (typeof opened === 'object') redirect(opportunityPath(opened.opportunityId));
  return (
    <PortalPage
      title="Your invitation"
      intro="An invitation to an opportunity opens it for its company’s members."
      aside={
        <p>
          <Link href={BOARD_PATH}>The opportunities board</Link>
        </p>
      }
    >
      <p>
        {opened === 'other'
          ? 'This invitation is for another company: sign in with the account of a member of the invited company.'
          : 'This link is not valid, or has expired.'}{' '}
        Every opportunity your company is invited to is on the <Link href={BOARD_PATH}>board</Link>,
        marked Invited.
      </p>
    </PortalPage>
  );
}
