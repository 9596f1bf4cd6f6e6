/**
 * Filtering the job list by the wizard's stored answers. Pure and free of content imports, so
 * the list's client component can run it on the small job summaries it receives.
 */
import type { FilterKey, JobAnswers } from './job-answers';

export type { FilterKey };

export type JobFacets = {
  category: string;
  role: string;
  experience: string;
  presence: string;
  commitment: string;
  countryCode: string;
  stateCode: string;
  city: string;
  /** Where applicants of a remote job may work from. */
  applicantCountries: readonly string[];
  /** Whether the employer supports a work permit for a hire from abroad. */
  permitSupported: boolean;
};

/** The list's own filter beside the wizard's answers: `?permit=supported` in its address. */
export const PERMIT_PARAM = 'permit';

/** A job list address with the work permit filter on, or as it is when `on` is false. */
export function withPermitFilter(href: string, on = true): string {
  return on ? `${href}${href.includes('?') ? '&' : '?'}${PERMIT_PARAM}=supported` : href;
}

/** The alert form for these answers (lib/alerts): "E-mail me new jobs like these". */
export function jobAlertHref(listHref: string): string {
  const query = listHref.split('?')[1];
  return `/alerts?kind=jobs${query ? `&${query}` : ''}`;
}

/** A missing or empty answer means "no preference". */
type JobPreferences = Partial<JobAnswers>;

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function matchesLocation(job: JobFacets, prefs: JobPreferences): boolean {
  if (!prefs.country) return true;
  if (job.presence === 'remote')
    return job.applicantCountries.some((code) => same(code, prefs.country!));
  if (!same(job.countryCode, prefs.country)) return false;
  if (prefs.state && !same(job.stateCode, prefs.state)) return false;
  if (prefs.city && !same(job.city, prefs.city)) return false;
  return true;
}

/** Which of the stored answers a job fails; empty when it matches them all. */
export function unmetFilters(job: JobFacets, prefs: JobPreferences): FilterKey[] {
  const unmet: FilterKey[] = [];
  if (prefs.category && job.category !== prefs.category) unmet.push('category');
  if (prefs.title && job.role !== prefs.title) unmet.push('title');
  if (prefs.experience && job.experience !== prefs.experience) unmet.push('experience');
  if (prefs.presence && job.presence !== prefs.presence) unmet.push('presence');
  if (prefs.commitment && job.commitment !== prefs.commitment) unmet.push('commitment');
  if (!matchesLocation(job, prefs)) unmet.push('location');
  return unmet;
}

export function filterJobs<J extends JobFacets>(jobs: readonly J[], prefs: JobPreferences): J[] {
  return jobs.filter((job) => unmetFilters(job, prefs).length === 0);
}

/** The filters that are set, in the wizard's order. */
export function activeFilters(prefs: JobPreferences): FilterKey[] {
  const keys: FilterKey[] = [];
  if (prefs.category) keys.push('category');
  if (prefs.title) keys.push('title');
  if (prefs.experience) keys.push('experience');
  if (prefs.presence) keys.push('presence');
  if (prefs.commitment) keys.push('commitment');
  if (prefs.country) keys.push('location');
  return keys;
}

/**
 * For the empty state: the filters that, removed on their own, would bring back the most jobs,
 * so the page can say which answer is narrowing the search.
 */
export function blockingFilters(jobs: readonly JobFacets[], prefs: JobPreferences): FilterKey[] {
  const counts = new Map<FilterKey, number>();
  for (const job of jobs) {
    const unmet = unmetFilters(job, prefs);
    if (unmet.length === 1) counts.set(unmet[0]!, (counts.get(unmet[0]!) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
}
