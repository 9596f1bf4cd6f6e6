'use client';

import { ErrorView } from '@/components/ErrorView';

// Replaces the root layout when it fails, so it brings its own html and body.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = error instanceof Error && error.message ? error.message : String(error);
  return (
    <html lang="en-GB">
      <body>
        <main id="main">
          <ErrorView text={text}>
            <button type="button" className="error-retry" onClick={() => retry()}>
              Try again
            </button>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
