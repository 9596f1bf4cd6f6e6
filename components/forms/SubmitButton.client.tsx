'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** A submit button that shows a spinner and its pending text while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={pending || !hydrated} aria-disabled={pending || !hydrated}>
      {pending && <span className="spinner" aria-hidden="true" />}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
