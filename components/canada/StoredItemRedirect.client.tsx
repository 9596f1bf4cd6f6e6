'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useAppStore, useStoredState } from '@/stores/app-store';

/**
 * The seed's bare detail routes (/job-detail-page, /business-details-page) show the item chosen
 * in the store: once the store has rehydrated, this replaces the URL with that item's own page.
 * With nothing chosen, the server-rendered fallback (a link to the list) stays.
 */
export function StoredItemRedirect({
  slice,
  basePath,
  known,
}: {
  slice: 'job' | 'business';
  basePath: string;
  known: string[];
}) {
  const hydrated = useStoredState();
  const chosen = useAppStore((state) => state[slice]);
  const router = useRouter();
  const target = hydrated && chosen && known.includes(chosen) ? `${basePath}/${chosen}` : null;

  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);

  return target ? (
    <p role="status" className="redirect-status">
      Opening your chosen listing…
    </p>
  ) : null;
}
