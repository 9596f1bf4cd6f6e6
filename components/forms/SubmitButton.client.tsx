'use client';

import type { ReactNode } from 'react';

/**
 * A submit button that shows a spinner and its pending text while the form is sent. It works
 * from the first byte of HTML: before the page's script has run, the browser posts the form
 * itself.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  name,
  value,
  className,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      name={name}
      value={value}
      className={className}
    >
      {pending && <span className="spinner" aria-hidden="true" />}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
