'use client';

import { useEffect, useRef } from 'react';

/**
 * A message that replaces a finished form: announced (role=status) and focused, so keyboard and
 * screen-reader users land on it instead of on a control that no longer exists.
 */
export function FocusedStatus({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred rather than scrolled to the top, where the sticky header would cover it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    // autoFocus for a page rendered on the server (a browser without JavaScript), the effect for
    // one drawn by the script.
    <div ref={ref} className="form-message success" role="status" tabIndex={-1} autoFocus>
      <p>{message}</p>
    </div>
  );
}
