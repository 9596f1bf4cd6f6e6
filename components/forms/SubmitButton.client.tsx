'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** A submit button that shows a spinner and its pending text while the form is sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  needsScript = false,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  /**
   * The form only works through JavaScript (the portal's JSON calls): keep the button disabled
   * until hydration so an early click is not lost. Forms that also post without JavaScript
   * (the enquiry forms, the portal forms with an action) leave this off.
   */
  needsScript?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const disabled = pending || (needsScript && !hydrated);
  return (
    <button type="submit" disabled={disabled} aria-disabled={disabled}>
      {pending && <span className="spinner" aria-hidden="true" />}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
