import type { Job } from '@/content/schemas/canada';
import { canadianDollars } from '@/lib/money';
import type { JobFacets } from './job-filters';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export function countryName(code: string): string {
  return regionNames.of(code.toUpperCase()) ?? code;
}

/** "Toronto, Ontario" for on-site and hybrid jobs; "Remote (Canada)" for remote ones. */
export function jobLocationLabel(job: Job): string {
  if (job.presence === 'remote')
    return `Remote (${job.applicantCountries.map(countryName).join(', ')})`;
  return `${job.location.city}, ${job.location.state}`;
}

/** "CA$85,000 to CA$100,000 a year". */
export function salaryLabel(job: Job): string {
  const unit = job.salary.unit === 'HOUR' ? 'an hour' : 'a year';
  return `${canadianDollars(job.salary.min)} to ${canadianDollars(job.salary.max)} ${unit}`;
}

/** What a person hired from abroad needs to know about the job's work permit. */
export const workPermitLabels: Record<Job['workPermit'], string> = {
  'supported-lmia':
    'Supported: the employer applies for a Labour Market Impact Assessment (LMIA), then you apply for the permit',
  'supported-lmia-exempt': 'Supported, without a Labour Market Impact Assessment (LMIA-exempt)',
  'not-supported': 'Not supported: you need the right to work in Canada already',
};

/** "21234 Web developers and programmers (NOC 2021, TEER 1)": the TEER is the code's 2nd digit. */
export function occupationLabel(job: Job): string {
  return `${job.noc.code} ${job.noc.title} (NOC 2021, TEER ${job.noc.code[1]})`;
}

export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}

/** What the job list's client component needs of a job: nothing more crosses the boundary. */
export type JobSummary = JobFacets & {
  slug: string;
  title: string;
  employer: string;
  locationLabel: string;
  salaryLabel: string;
  summary: string;
  datePosted: string;
  datePostedLabel: string;
};

export function toJobSummary(job: Job): JobSummary {
  return {
    slug: job.slug,
    title: job.title,
    employer: job.employer.name,
    category: job.category,
    role: job.role,
    experience: job.experience,
    presence: job.presence,
    commitment: job.commitment,
    countryCode: job.location.countryCode,
    stateCode: job.location.stateCode,
    city: job.location.city,
    applicantCountries: job.applicantCountries,
    permitSupported: job.workPermit !== 'not-supported',
    locationLabel: jobLocationLabel(job),
    salaryLabel: salaryLabel(job),
    summary: job.summary,
    datePosted: job.datePosted,
    datePostedLabel: formatDate(job.datePosted),
  };
}
