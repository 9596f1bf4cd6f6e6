'use client';

import type { ReactNode } from 'react';

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
  return (
    <button type="submit" disabled={pending} aria-disabled={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
