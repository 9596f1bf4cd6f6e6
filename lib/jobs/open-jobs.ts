import { findJob, jobs } from '@/content/jobs';
import type { Job } from '@/content/schemas/canada';
import { dayStarts } from '@/lib/published';

/**
 * When a job closes: at the end of its `validThrough` day where that day ends last in Canada
 * (Pacific time, taken as UTC−8 all year, so never before midnight anywhere in the country).
 * A job without the date stays open until an editor removes it.
 */
export function closesAt(job: Job): Date | undefined {
  return job.validThrough ? new Date(`${job.validThrough}T23:59:59.999-08:00`) : undefined;
}

/** What an application to a closed job is told, and what its page says. */
export const JOB_CLOSED = 'This job has closed and no longer takes applications.';

/** Whether the job's `datePosted` has come: before it, the job is not on the site at all. */
export function isPosted(job: Job, now = new Date()): boolean {
  return now >= dayStarts(job.datePosted);
}

/** Posted and not yet closed. */
export function isOpen(job: Job, now = new Date()): boolean {
  const end = closesAt(job);
  return isPosted(job, now) && (end === undefined || now <= end);
}

/** A job that is on the site now, open or closed: one not yet posted is unknown. */
export function findPostedJob(slug: string, now = new Date()): Job | undefined {
  const job = findJob(slug);
  return job && isPosted(job, now) ? job : undefined;
}

/**
 * The jobs open now, newest first: what the list, the sitemap and an application see. Read per
 * request, so a job closes on its date without a new build.
 */
export function openJobs(now = new Date()): Job[] {
  return jobs.filter((job) => isOpen(job, now));
}

/**
 * Up to `count` open jobs most like `job` (the same role, then the same category, then the
 * newest), for the page of a job that has closed.
 */
export function similarOpenJobs(job: Job, count = 3, now = new Date()): Job[] {
  const score = (other: Job) =>
    (other.role === job.role ? 2 : 0) + (other.category === job.category ? 1 : 0);
  return openJobs(now)
    .filter((other) => other.slug !== job.slug)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
