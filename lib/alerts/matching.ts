import 'server-only';
import type { Business, Job } from '@/content/schemas/canada';
import { matchesBusiness } from '@/lib/businesses/business-search';
import { listedBusinesses } from '@/lib/businesses/listed';
import { toJobSummary } from '@/lib/jobs/job-display';
import { unmetFilters, type JobFacets } from '@/lib/jobs/job-filters';
import { openJobs } from '@/lib/jobs/open-jobs';
import type { Criteria } from './criteria';

/**
 * What alerts are matched against, and how: the jobs open now and the listings listed now, each
 * under a key of its own (`job:<slug>`, `business:<id>`), matched by the very rules the job list
 * (the wizard's answers, the work permit filter) and the business search apply.
 */
export type CatalogueItem =
  | { key: string; kind: 'jobs'; job: Job; facets: JobFacets }
  | { key: string; kind: 'businesses'; business: Business };

export const jobKey = (job: Job) => `job:${job.slug}`;
export const businessKey = (business: Business) => `business:${business.id}`;

/** A job as the matching reads it: its facets worked out once, not once per alert. */
export const jobItem = (job: Job): CatalogueItem => ({
  key: jobKey(job),
  kind: 'jobs',
  job,
  facets: toJobSummary(job),
});

/** Everything published at `now`: a job not yet posted or already closed is not. */
export function publishedItems(now = new Date()): CatalogueItem[] {
  return [
    ...openJobs(now).map(jobItem),
    ...listedBusinesses(now).map((business) => ({
      key: businessKey(business),
      kind: 'businesses' as const,
      business,
    })),
  ];
}

export function matches(item: CatalogueItem, criteria: Criteria): boolean {
  if (item.kind === 'businesses') {
    return criteria.kind === 'businesses' && matchesBusiness(item.business, criteria.businesses);
  }
  if (criteria.kind !== 'jobs') return false;
  return (
    unmetFilters(item.facets, criteria.jobs).length === 0 &&
    (!criteria.jobs.permit || item.facets.permitSupported)
  );
}
