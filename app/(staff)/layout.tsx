import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { GlobalStyle } from '@/components/GlobalStyle';
import { StaffHeader } from '@/components/staff/StaffHeader';
import { currentStaffSession } from '@/lib/auth/staff-session';
import { signOutOfStaff } from './staff/actions';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 };

/**
 * The back office's own root: none of the public site's header, footer or marketing chrome.
 * Every /staff page is rendered per request, behind the staff session (or on the way to one),
 * which is resolved once per request however many parts of the page ask for it. The header's
 * navigation comes from the `@nav` slot, only on the pages behind the sign-in.
 */
export default async function StaffLayout({
  children,
  nav,
}: {
  children: ReactNode;
  nav: ReactNode;
}) {
  const session = await currentStaffSession();
  return (
    <html lang="en-GB">
      <body>
        <GlobalStyle />
        <StaffHeader session={session} signOut={signOutOfStaff} nav={nav} />
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
