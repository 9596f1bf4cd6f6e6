'use client';

import Link from '@/components/ui/Link';
import { useAppStore } from '@/stores/app-store';
import { useAppStoreHydrated } from '@/stores/use-hydrated';

/** "Community login", or the signed-in member's first name linking to the members area. */
export function AccountLink() {
  const hydrated = useAppStoreHydrated();
  const firstName = useAppStore((state) =>
    state.user.loggedIn ? state.user.profile?.firstName : undefined,
  );
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
