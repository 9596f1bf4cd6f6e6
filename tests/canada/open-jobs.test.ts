/**
 * Jobs close on their own: at the end of their `validThrough` day in Canada's last time zone,
 * they leave the list and the sitemap, and the page of a closed one offers the open jobs most
 * like it. The clock is passed in, as the pages pass the time of the request.
 */
import { describe, expect, it } from '@jest/globals';
import { findJob, jobs } from '@/content/jobs';
import { jobListSchema } from '@/content/schemas/job-list';
import { jobPreferences } from '@/content/job-preferences';
import { closesAt, isOpen, openJobs, similarOpenJobs } from '@/lib/jobs/open-jobs';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting-json-ld';
import { publicPaths } from '@/lib/public-routes';

const closing = findJob('backend-developer-contract-vancouver')!; // validThrough 2027-10-31
const afterIt = new Date('2027-11-02T12:00:00Z');

describe('when a job closes', () => {
  it('stays open through its last day wherever that day ends last in Canada', () => {
    expect(closing.validThrough).toBe('2027-10-31');
    expect(closesAt(closing)?.toISOString()).toBe('2027-11-01T07:59:59.999Z');
    // Late on the 31st in Vancouver, already 1 November in Halifax and London: still open.
    expect(isOpen(closing, new Date('2027-11-01T07:59:59Z'))).toBe(true);
    expect(isOpen(closing, new Date('2027-11-01T08:00:00Z'))).toBe(false);
  });

  it('never closes without a date', () => {
    const undated = { ...closing, validThrough: undefined };
    expect(closesAt(undated)).toBeUndefined();
    expect(isOpen(undated, new Date('2100-01-01T00:00:00Z'))).toBe(true);
  });

  it('leaves the list and the sitemap once closed, the others staying', () => {
    const before = new Date('2026-12-01T00:00:00Z');
    expect(openJobs(before)).toHaveLength(jobs.length);
    const open = openJobs(afterIt).map((job) => job.slug);
    expect(open).not.toContain(closing.slug);
    expect(open).toHaveLength(jobs.length - 1);
    expect(publicPaths(before)).toContain(`/job-detail-page/${closing.slug}`);
    expect(publicPaths(afterIt)).not.toContain(`/job-detail-page/${closing.slug}`);
    expect(publicPaths(afterIt)).toContain('/job-detail-page/backend-developer-calgary');
    // After every date, only the jobs open until filled are listed; the rest of the site is.
    const later = publicPaths(new Date('2030-01-01T00:00:00Z'));
    expect(later.filter((path) => path.startsWith('/job-detail-page/'))).toEqual(
      jobs.filter((job) => !job.validThrough).map((job) => `/job-detail-page/${job.slug}`),
    );
    expect(later).toContain('/job-opportunities');
  });

  it('offers the open jobs most like a closed one: the same role first, never itself', () => {
    const similar = similarOpenJobs(closing, 3, afterIt);
    expect(similar).toHaveLength(3);
    expect(similar[0]!.slug).toBe('backend-developer-calgary');
    expect(similar.map((job) => job.slug)).not.toContain(closing.slug);
    expect(similar.every((job) => isOpen(job, afterIt))).toBe(true);
    const undated = similarOpenJobs(closing, 9, new Date('2030-01-01T00:00:00Z'));
    expect(undated.every((job) => !job.validThrough)).toBe(true);
  });

  it('lets an editor leave the date out, and gives JobPosting no validThrough then', () => {
    const undated = { ...closing, validThrough: undefined };
    const parsed = jobListSchema(jobPreferences).safeParse([undated]);
    expect(parsed.success).toBe(true);
    expect(jobPostingJsonLd(undated)).not.toHaveProperty('validThrough');
    expect(jobPostingJsonLd(closing)).toHaveProperty('validThrough', '2027-10-31');
    const backwards = jobListSchema(jobPreferences).safeParse([
      { ...closing, validThrough: '2026-01-01' },
    ]);
    expect(backwards.success).toBe(false);
  });
});
