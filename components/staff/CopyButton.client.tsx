'use client';

import { useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Copies a text to the clipboard. Only there once the page's script runs and the browser has a
 * clipboard: without them it would be a button that does nothing.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const usable = useSyncExternalStore(
    subscribe,
    () => typeof navigator !== 'undefined' && Boolean(navigator.clipboard),
    () => false,
  );
  const [copied, setCopied] = useState(false);
  if (!usable) return null;
  return (
    <button
      type="button"
      className="copy"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {label}
      <span aria-live="polite">{copied ? ' (copied)' : ''}</span>
    </button>
  );
}
