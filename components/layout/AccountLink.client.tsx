'use client';

import Link from '@/components/ui/Link';
import { useAppStore, useStoredState } from '@/stores/app-store';

/** "Community login", or the signed-in member's first name linking to the members area. */
export function AccountLink() {
  const hydrated = useStoredState();
  const firstName = useAppStore((state) => state.profile?.firstName);
  if (hydrated && firstName) {
    return (
      <Link className="account-link" href="/community">
        <span className="visually-hidden">Members area: </span>
        {firstName}
      </Link>
    );
  }
  return (
    <Link className="account-link" href="/community-login">
      Community login
    </Link>
  );
}
