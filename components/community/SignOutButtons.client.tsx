'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

export function SignOutButtons() {
  const router = useRouter();
  const signOut = useAppStore((state) => state.signOut);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();

  const leave = async (everywhere: boolean) => {
    setPending(true);
    setMessage(undefined);
    const result = await api.post('/api/community/logout', { everywhere });
    setPending(false);
    if (!result.ok) return setMessage(result.error.message);
    signOut();
    router.replace('/community-login');
    router.refresh();
  };

  return (
    <>
      <FormMessage message={message} />
      <div className="actions">
        <button type="button" onClick={() => leave(false)} disabled={pending}>
          Sign out
        </button>
        <button type="button" className="secondary" onClick={() => leave(true)} disabled={pending}>
          Sign out of every device
        </button>
      </div>
    </>
  );
}
