'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '@/lib/hooks/use-idle';
import { useAppStore } from './app-store';

const subscribe = (onChange: () => void) => useAppStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useAppStore.persist.hasHydrated();
const onServer = () => false;

/**
 * Reads persisted state once the page is idle after mount (the store skips hydration so server
 * HTML and the first client render agree, and reading storage re-renders every reader of the
 * store, which need not lengthen hydration); until it returns true, components render their
 * empty state.
 */
export function useAppStoreHydrated(): boolean {
  useEffect(
    () =>
      onIdle(() => {
        if (!useAppStore.persist.hasHydrated()) void useAppStore.persist.rehydrate();
      }),
    [],
  );
  return useSyncExternalStore(subscribe, hasHydrated, onServer);
}
