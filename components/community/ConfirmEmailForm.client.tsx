'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/forms/FormMessage.client';
import { SubmitButton } from '@/components/forms/SubmitButton.client';
import Link from '@/components/ui/Link';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/lib/community/profile';

export function ConfirmEmailForm({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ status: number; message: string }>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    const result = await api.post<{ profile: PublicProfile }>('/api/community/confirm-email', {
      token,
    });
    if (result.ok) {
      // A full load after signing in: the client router's cache predates the session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose
      window.location.assign('/community');
      return;
    }
    setFailure({ status: result.status, message: result.error.message });
    setPending(false);
  };

  // A dead or malformed link cannot be retried: offer the ways forward instead of the button.
  if (failure && failure.status >= 400 && failure.status < 500) {
    return (
      <div className="actions">
        <FormMessage message={failure.message} />
        <Link className="button-link" href="/community-register">
          Register
        </Link>
        <Link className="button-link" href="/community-reset-password">
          Reset password
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <FormMessage message={failure?.message} />
      <div className="actions">
        <SubmitButton needsScript pending={pending} pendingLabel="Confirming...">
          Confirm my address
        </SubmitButton>
      </div>
    </form>
  );
}
