'use client';

import { useEffect, useRef } from 'react';
import type { PublicProfile } from '@/lib/community/profile';
import { useAppStore, useStoredState } from '@/stores/app-store';

/**
 * The server knows who is signed in; once per visit of the members area the header's copy in
 * the store is brought in line with it (e.g. after signing in on another tab). Only once, so a
 * sign-out on this page is not undone before the page is left.
 */
export function ProfileSync({ profile }: { profile: PublicProfile }) {
  const hydrated = useStoredState();
  const done = useRef(false);
  useEffect(() => {
    if (!hydrated || done.current) return;
    done.current = true;
    const { profile: shown, signIn } = useAppStore.getState();
    if (shown?.username !== profile.username || shown.firstName !== profile.firstName) {
      signIn(profile);
    }
  }, [hydrated, profile]);
  return null;
}
