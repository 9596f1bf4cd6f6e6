'use client';

import { ErrorView } from '@/components/ErrorView';

export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = error instanceof Error && error.message ? error.message : String(error);
  return (
    <ErrorView text={text}>
      <button type="button" className="error-retry" onClick={() => retry()}>
        Try again
      </button>
    </ErrorView>
  );
}
