import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { PortalPage } from '@/components/community/PortalPage';

export const metadata: Metadata = {
  title: 'Account deleted',
  description: 'Your community account has been deleted.',
  robots: { index: false },
};

export default function GoodbyePage() {
  return (
    <PortalPage
      title="Your account has been deleted"
      intro="Goodbye, and thank you for being part of the community."
    >
      <p>
        Your account, your sessions, its enquiries and CVs, and your alerts are gone. You have been
        signed out.
      </p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </PortalPage>
  );
}
