'use client';

import { useSyncExternalStore } from 'react';
import Link from '@/components/ui/Link';
import { rememberedSearch } from '@/stores/business-search';

const noSubscribe = () => () => {};

/**
 * "Back to the business search", with the filters the listing was opened from (read after
 * hydration; the server's link, and a browser without JavaScript, lead to the search itself).
 */
export function BackToSearch() {
  const search = useSyncExternalStore(noSubscribe, rememberedSearch, () => '');
  return <Link href={`/business-search${search}`}>Back to the business search</Link>;
}
