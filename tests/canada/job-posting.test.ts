import { describe, expect, it } from '@jest/globals';
import { jobs } from '@/content/jobs';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting-json-ld';

describe('JobPosting structured data', () => {
  it.each(jobs.map((job) => [job.slug, job] as const))(
    '%s has the properties Google requires',
    (_slug, job) => {
      const data = jobPostingJsonLd(job);
      expect(data).toMatchObject({
        '@type': 'JobPosting',
        title: job.title,
        datePosted: job.datePosted,
        hiringOrganization: { '@type': 'Organization', name: job.employer.name },
      });
      // A job open until filled has no closing date to give.
      if (job.validThrough) expect(data).toHaveProperty('validThrough', job.validThrough);
      else expect(data).not.toHaveProperty('validThrough');
      expect(data.occupationalCategory).toBe(`${job.noc.code} ${job.noc.title} (NOC 2021)`);
      expect(data.description).toMatch(/^<p>/);
      expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']).toContain(data.employmentType);
      if (job.presence === 'remote') {
        expect(data).toMatchObject({
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: [{ '@type': 'Country', name: 'Canada' }],
        });
        expect(data).not.toHaveProperty('jobLocation');
      } else {
        expect(data).toMatchObject({
          jobLocation: { address: { addressCountry: 'CA', addressLocality: job.location.city } },
        });
      }
    },
  );

  it('escapes markup in the description', () => {
    const data = jobPostingJsonLd({ ...jobs[0]!, description: ['Use <script> & friends'] });
    expect(data.description).toContain('Use &lt;script&gt; &amp; friends');
  });
});
