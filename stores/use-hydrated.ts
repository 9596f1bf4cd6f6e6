'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from './app-store';

const subscribe = (onChange: () => void) => useAppStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useAppStore.persist.hasHydrated();
const onServer = () => false;

/**
 * Reads persisted state after mount (the store skips hydration so server HTML and the first
 * client render agree); until it returns true, components render their empty state.
 */
export function useAppStoreHydrated(): boolean {
  useEffect(() => {
    if (!useAppStore.persist.hasHydrated()) void useAppStore.persist.rehydrate();
  }, []);
  return useSyncExternalStore(subscribe, hasHydrated, onServer);
}
