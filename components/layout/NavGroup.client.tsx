'use client';

import type { ReactNode } from 'react';

/**
 * A group of the wide header's menu (the Canada pages): the platform's disclosure, which opens
 * and closes without a script. The script only closes it as a menu is expected to close: on
 * Escape (focus back on its name), when focus leaves it, and once a link in it is chosen (the
 * header stays on screen while the page changes under it). Kept this small on purpose: the
 * header is on every page.
 */
export function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details
      onKeyDown={(event) => {
        const group = event.currentTarget;
        if (event.key !== 'Escape' || !group.open) return;
        group.open = false;
        (group.firstChild as HTMLElement).focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
      }}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) event.currentTarget.open = false;
      }}
    >
      <summary>{label}</summary>
      {children}
    </details>
  );
}
