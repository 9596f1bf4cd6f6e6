'use client';

import { ErrorView } from '@/components/ErrorView';
import Link from '@/components/ui/Link';

/**
 * The error view inside the site's layout, for the routes rendered per request (each route
 * group or folder that has them re-exports it as its error.tsx). A static page has no server
 * step to fail; a failure in its scripts falls to app/global-error.tsx.
 */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const text = error instanceof Error && error.message ? error.message : String(error);
  return (
    <ErrorView text={text} link={Link}>
      <button type="button" className="error-retry" onClick={() => retry()}>
        Try again
      </button>
    </ErrorView>
  );
}
