import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link. Next prefetches every link that scrolls into view; on a page with a menu, a
 * footer and a grid of services that is a dozen requests and their parsing on a phone's main
 * thread while the page is still starting, which blocks it. Our pages are static and small, so a click fetches the next
 * one quickly enough; a link that is worth prefetching can still ask with `prefetch`.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
