'use client';

import { useState } from 'react';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { api } from '@/lib/api-client';
import { useHydrated } from '@/lib/hooks/use-hydrated';

export function SignOutButtons() {
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  const [message, setMessage] = useState<string>();

  const leave = async (everywhere: boolean) => {
    setPending(true);
    setMessage(undefined);
    const result = await api.post('/api/community/logout', { everywhere });
    setPending(false);
    if (!result.ok) return setMessage(result.error.message);
    // A full load drops every page the client router cached while signed in.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
    window.location.assign('/community-login');
  };

  return (
    <>
      <FormMessage message={message} />
      <div className="actions">
        <button type="button" onClick={() => leave(false)} disabled={busy}>
          Sign out
        </button>
        <button type="button" className="secondary" onClick={() => leave(true)} disabled={busy}>
          Sign out of every device
        </button>
      </div>
    </>
  );
}
