'use client';

import { useEffect } from 'react';
import type { PublicProfile } from '@/lib/community/profile';
import { useAppStore } from '@/stores/app-store';
import { useAppStoreHydrated } from '@/stores/use-hydrated';

/** The server knows who is signed in; the header's copy in the store follows it. */
export function ProfileSync({ profile }: { profile: PublicProfile }) {
  const hydrated = useAppStoreHydrated();
  const signIn = useAppStore((state) => state.signIn);
  const stored = useAppStore((state) => state.user.profile);
  useEffect(() => {
    if (!hydrated) return;
    if (stored?.username !== profile.username || stored.firstName !== profile.firstName)
      signIn(profile);
  }, [hydrated, stored, profile, signIn]);
  return null;
}
