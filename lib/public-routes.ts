import { services } from '@/content/services';

/**
 * Every public page, in one list: the sitemap and the browser tests both read it, so a page
 * added here is crawled and tested.
 */
export const marketingPaths = ['/', '/about-us', '/who-we-are', '/services'] as const;

export function publicPaths(): string[] {
  return [...marketingPaths, ...services.map((service) => `/${service.slug}`)];
}
