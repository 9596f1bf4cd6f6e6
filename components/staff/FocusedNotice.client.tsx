'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A page's answer to what was just done, taking focus when it arrives, so a keyboard or screen
 * reader user lands on it after the page changed; without JavaScript it is plain text.
 */
export function FocusedNotice({ children, role }: { children: ReactNode; role: 'status' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role={role} tabIndex={-1}>
      {children}
    </div>
  );
}
