import { filtersToSearch } from '@/lib/businesses/business-search';
import { jobListHref } from '@/lib/jobs/job-answers';
import { withPermitFilter } from '@/lib/jobs/job-filters';
import type { Criteria } from './criteria';

/** The list or the search an alert's criteria come from: the alert form's way back. */
export function alertListHref(criteria: Criteria): string {
  if (criteria.kind === 'businesses') {
    return `/business-search${filtersToSearch(criteria.businesses)}`;
  }
  if (criteria.kind === 'opportunities') return '/community/opportunities';
  return withPermitFilter(jobListHref(criteria.jobs), criteria.jobs.permit);
}
