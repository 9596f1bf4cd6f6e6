'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that reveals what it controls (the job application form) and moves focus into it:
 * the disclosure pattern, with aria-expanded on the button.
 */
export function Disclosure({
  buttonLabel,
  children,
}: {
  buttonLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('h2, h3')?.focus();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="disclosure-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {buttonLabel}
      </button>
      <div id={panelId} ref={panelRef} hidden={!open}>
        {children}
      </div>
    </>
  );
}
