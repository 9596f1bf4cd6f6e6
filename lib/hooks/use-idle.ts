'use client';

import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser is idle (or after half a second at most); answers a cancel
 * function. Work a visitor does not need in the first moments waits for it, so that the long
 * task of hydration on a slow phone stays short.
 */
export function onIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: 500 });
  return () => window.cancelIdleCallback(handle);
}

/** False until the browser has been idle once after hydration (see onIdle). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}
