import { company } from '@/content/company';
import type { Job } from '@/content/schemas/canada';
import { absoluteUrl } from '@/lib/site';
import { countryName } from './job-display';

const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  hourly: 'CONTRACTOR',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Google asks for the description as HTML: paragraphs, then the two lists. */
function descriptionHtml(job: Job): string {
  const list = (heading: string, items: readonly string[]) =>
    `<p><strong>${heading}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return [
    ...job.description.map((p) => `<p>${escapeHtml(p)}</p>`),
    list('What you will do', job.responsibilities),
    list('What you bring', job.requirements),
  ].join('');
}

/**
 * schema.org JobPosting with Google's required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or, for remote work, jobLocationType TELECOMMUTE with
 * applicantLocationRequirements) and its recommended ones (employmentType, validThrough,
 * baseSalary, identifier, directApply).
 */
export function jobPostingJsonLd(job: Job) {
  const remote = job.presence === 'remote';
  const place = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: job.location.city,
      addressRegion: job.location.stateCode,
      addressCountry: job.location.countryCode,
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: employmentTypes[job.commitment] ?? 'OTHER',
    occupationalCategory: `${job.noc.code} ${job.noc.title} (NOC 2021)`,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.employer.name,
      description: job.employer.about,
    },
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.slug },
    url: absoluteUrl(`/job-detail-page/${job.slug}`),
    directApply: true,
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.applicantCountries.map((code) => ({
            '@type': 'Country',
            name: countryName(code),
          })),
        }
      : { jobLocation: place }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
  };
}
