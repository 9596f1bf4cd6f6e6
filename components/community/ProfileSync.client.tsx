'use client';

import { useEffect, useRef } from 'react';
import type { PublicProfile } from '@/lib/community/profile';
import { useAppStore } from '@/stores/app-store';
import { useAppStoreHydrated } from '@/stores/use-hydrated';

/**
 * The server knows who is signed in; once per visit of the members area the header's copy in
 * the store is brought in line with it (e.g. after signing in on another tab). Only once, so a
 * sign-out on this page is not undone before the page is left.
 */
export function ProfileSync({ profile }: { profile: PublicProfile }) {
  const hydrated = useAppStoreHydrated();
  const done = useRef(false);
  useEffect(() => {
    if (!hydrated || done.current) return;
    done.current = true;
    const { user, signIn } = useAppStore.getState();
    if (
      user.profile?.username !== profile.username ||
      user.profile.firstName !== profile.firstName
    ) {
      signIn(profile);
    }
  }, [hydrated, profile]);
  return null;
}
