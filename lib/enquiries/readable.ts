import { businesses } from '@/content/businesses';
import { jobs } from '@/content/jobs';
import { services } from '@/content/services';
import { studyOptions } from '@/content/study-options';
import { jobLocationLabel } from '@/lib/jobs/job-display';
import { contactTopics } from '@/lib/validation/enquiry-rules';

/**
 * An enquiry's fields in the words the visitor saw on the form: labels for the field names, and
 * for a chosen value (a job, a university, a listing) its title rather than its key. Staff read
 * these on the enquiry's page and in the company's notification; the stored data keeps the keys.
 */
export type ReadableField = { key: string; label: string; value: string };

const labels: Record<string, string> = {
  name: 'Name',
  email: 'E-mail address',
  phone: 'Phone',
  job: 'Job',
  program: 'Program',
  school: 'University',
  duration: 'Years of study',
  business: 'Business for sale',
  topic: 'What it is about',
  service: 'Service',
  organisation: 'Organisation',
  cvLink: 'Link to CV',
  message: 'Message',
};

const choose = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;

/** A chosen key's title, or the key itself, said to be no longer on the site. */
const gone = (value: string) => `${value} (no longer on the site)`;

const values: Record<string, (value: string) => string> = {
  job: (slug) => {
    const job = jobs.find((entry) => entry.slug === slug);
    return job ? `${job.title}, ${jobLocationLabel(job)}` : gone(slug);
  },
  program: (value) => choose(studyOptions.programs, value) ?? gone(value),
  school: (value) => choose(studyOptions.schools, value) ?? gone(value),
  duration: (value) => (value === '1' ? '1 year' : `${value} years`),
  business: (id) => businesses.find((entry) => entry.id === id)?.title ?? gone(id),
  topic: (value) => choose(contactTopics, value) ?? value,
  service: (slug) => services.find((entry) => entry.slug === slug)?.title ?? gone(slug),
};

/** "cvLink" -> "Cv link": a field this list does not know, still readable. */
const spelled = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The payload's fields in the form's order, the enquiry's type left out (it is the title). */
export function readableFields(payload: Record<string, unknown>): ReadableField[] {
  const order = Object.keys(labels);
  return Object.entries(payload)
    .filter(([key, value]) => key !== 'type' && value !== undefined && value !== '')
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([key, raw]) => {
      const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
      return { key, label: labels[key] ?? spelled(key), value: values[key]?.(text) ?? text };
    });
}

/** What the enquiry is about, for a title or a subject: the job, the listing, the program. */
export function enquirySubject(payload: Record<string, unknown>): string | undefined {
  const field = readableFields(payload).find((f) =>
    ['job', 'business', 'program', 'topic'].includes(f.key),
  );
  return field?.value;
}
