'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import Link from '@/components/ui/Link';
import { SIGNED_IN_COOKIE } from '@/lib/auth/cookie';

// Nothing announces a cookie change: the marker is read again on every render, and the link
// renders again on every navigation (a redirect to the login may have dropped the marker).
const subscribe = () => () => {};
const readMarker = () => Cookies.get(SIGNED_IN_COOKIE) === '1';
const onServer = () => false;

/**
 * "Community login", or "My account" once the browser holds the signed-in marker. The server's
 * HTML is the same for everyone, so the first render says "Community login" and the marker is
 * read after hydration. The members area checks the session itself.
 */
export function AccountLink() {
  usePathname();
  const signedIn = useSyncExternalStore(subscribe, readMarker, onServer);
  return signedIn ? (
    <Link className="account-link" href="/community">
      My account
    </Link>
  ) : (
    <Link className="account-link" href="/community-login">
      Community login
    </Link>
  );
}
