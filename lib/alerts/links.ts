import { filtersToSearch, type BusinessFilters } from '@/lib/businesses/business-search';
import { jobListHref, type JobAnswers } from '@/lib/jobs/job-answers';
import { withPermitFilter } from '@/lib/jobs/job-filters';
import type { Criteria } from './criteria';

/**
 * The addresses between a search and its alert: the job list's and the business search's
 * "E-mail me" links carry the search to the alert form, whose "Back" link returns to it. Pure and
 * small, for the list's and the search's client components.
 */
const query = (href: string) => href.split('?')[1] ?? '';
const alertsHref = (kind: string, search: string) =>
  `/alerts?kind=${kind}${search && `&${search}`}`;

export function jobAlertHref(answers: Partial<JobAnswers>, permit: boolean): string {
  return alertsHref('jobs', query(withPermitFilter(jobListHref(answers), permit)));
}

export function businessAlertHref(filters: BusinessFilters): string {
  return alertsHref('businesses', query(filtersToSearch(filters)));
}

export function alertListHref(criteria: Criteria): string {
  if (criteria.kind === 'businesses') {
    return `/business-search${filtersToSearch(criteria.businesses)}`;
  }
  return withPermitFilter(jobListHref(criteria.jobs), criteria.jobs.permit);
}
