'use client';

import { useEffect, useState } from 'react';
import { useAppStore } from './app-store';

/** Reads persisted state after mount; until then components render their empty state. */
export function useAppStoreHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => useAppStore.persist.hasHydrated());
  useEffect(() => {
    if (useAppStore.persist.hasHydrated()) return setHydrated(true);
    const unsubscribe = useAppStore.persist.onFinishHydration(() => setHydrated(true));
    void useAppStore.persist.rehydrate();
    return unsubscribe;
  }, []);
  return hydrated;
}
