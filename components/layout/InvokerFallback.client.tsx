'use client';

import { useEffect } from 'react';

/**
 * For a browser without invoker commands (`command`/`commandfor` on a button), what they do for
 * the menu's dialog: open it modally, close it. Current browsers do it themselves, with or
 * without JavaScript; this adds nothing there.
 */
export function InvokerFallback() {
  useEffect(() => {
    if ('command' in HTMLButtonElement.prototype) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[commandfor]');
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      if (command === 'close') dialog.close();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
