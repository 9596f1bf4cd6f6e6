import 'server-only';
import type { Business, Job } from '@/content/schemas/canada';
import { matchesBusiness } from '@/lib/businesses/business-search';
import { listedBusinesses } from '@/lib/businesses/listed';
import { toJobSummary } from '@/lib/jobs/job-display';
import { unmetFilters, type JobFacets } from '@/lib/jobs/job-filters';
import { openJobs } from '@/lib/jobs/open-jobs';
import { alertableOpportunities, verifiedProfiles } from '@/lib/db/queries/board';
import type { Criteria } from './criteria';

/**
 * What alerts are matched against, and how: the jobs open now and the listings listed now, each
 * under a key of its own (`job:<slug>`, `business:<id>`), matched by the very rules the job list
 * (the wizard's answers, the work permit filter) and the business search apply.
 */
export type AlertOpportunity = Awaited<ReturnType<typeof alertableOpportunities>>[number];
export type CatalogueItem =
  | { key: string; kind: 'jobs'; job: Job; facets: JobFacets }
  | { key: string; kind: 'businesses'; business: Business }
  | { key: string; kind: 'opportunities'; opportunity: AlertOpportunity };

/** The verified companies opportunity alerts are for, by id: a lapsed company's alert is quiet. */
export type Profiles = Awaited<ReturnType<typeof verifiedProfiles>>;
export { verifiedProfiles };

export const jobKey = (job: Job) => `job:${job.slug}`;
export const businessKey = (business: Business) => `business:${business.id}`;
export const opportunityKey = (id: string) => `opportunity:${id}`;

/** A job as the matching reads it: its facets worked out once, not once per alert. */
export const jobItem = (job: Job): CatalogueItem => ({
  key: jobKey(job),
  kind: 'jobs',
  job,
  facets: toJobSummary(job),
});

/** The content's items published at `now`: a job not yet posted or already closed is not. */
export function contentItems(now = new Date()): CatalogueItem[] {
  return [
    ...openJobs(now).map(jobItem),
    ...listedBusinesses(now).map((business) => ({
      key: businessKey(business),
      kind: 'businesses' as const,
      business,
    })),
  ];
}

/** Everything published at `now`: the content's, and the opportunities open to every verified company. */
export async function publishedItems(now = new Date()): Promise<CatalogueItem[]> {
  return [
    ...contentItems(now),
    ...(await alertableOpportunities(now)).map((opportunity) => ({
      key: opportunityKey(opportunity.id),
      kind: 'opportunities' as const,
      opportunity,
    })),
  ];
}

const overlaps = (a: readonly string[], b: readonly string[]) =>
  a.some((value) => b.includes(value));

export function matches(item: CatalogueItem, criteria: Criteria, profiles?: Profiles): boolean {
  if (item.kind === 'opportunities') {
    if (criteria.kind !== 'opportunities') return false;
    const company = profiles?.get(criteria.opportunities.company);
    const { opportunity } = item;
    return Boolean(
      company &&
      overlaps(opportunity.trades, company.trades) &&
      overlaps(opportunity.areas, company.areas) &&
      (opportunity.classes.length === 0 || opportunity.classes.includes(company.supplierClass)),
    );
  }
  if (item.kind === 'businesses') {
    return criteria.kind === 'businesses' && matchesBusiness(item.business, criteria.businesses);
  }
  if (criteria.kind !== 'jobs') return false;
  return (
    unmetFilters(item.facets, criteria.jobs).length === 0 &&
    (!criteria.jobs.permit || item.facets.permitSupported)
  );
}
