'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches; null during server rendering and hydration. */
export function useMediaQuery(query: string | undefined): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!query) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (query ? window.matchMedia(query).matches : false),
    () => null,
  );
}
