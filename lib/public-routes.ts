import { canadaPaths } from '@/content/canada';
import { services } from '@/content/services';
import { listedBusinesses } from '@/lib/businesses/listed';
import { openJobs } from '@/lib/jobs/open-jobs';

/**
 * Every public, indexable page, in one list: the sitemap and the browser tests both read it, so
 * a page added here is crawled and tested. Left out on purpose: the members area, the bare
 * detail routes that show the visitor's stored choice, and the confirmation page (noindex). The
 * opportunities published with a public summary are in the database: the sitemap adds them.
 */
export const marketingPaths = ['/', '/about-us', '/who-we-are', '/services', '/privacy'] as const;

export const portalPaths = ['/community-login', '/community-register', '/opportunities'] as const;

/** At the moment it is called: a job leaves once it has closed; a listing comes on its day. */
export function publicPaths(now = new Date()): string[] {
  return [
    ...marketingPaths,
    ...services.map((service) => `/${service.slug}`),
    ...canadaPaths,
    ...openJobs(now).map((job) => `/job-detail-page/${job.slug}`),
    ...listedBusinesses(now).map((business) => `/business-details-page/${business.id}`),
    ...portalPaths,
  ];
}
