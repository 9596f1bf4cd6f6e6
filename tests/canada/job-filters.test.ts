import { describe, expect, it } from '@jest/globals';
import { jobs } from '@/content/jobs';
import {
  activeFilters,
  blockingFilters,
  filterJobs,
  withPermitFilter,
  type JobFacets,
} from '@/lib/jobs/job-filters';
import { noAnswers, withoutAnswer } from '@/lib/jobs/job-answers';
import { migrateStoredState, STORE_VERSION } from '@/stores/migrate';

const facets: JobFacets[] = jobs.map((job) => ({
  ...job,
  countryCode: job.location.countryCode,
  stateCode: job.location.stateCode,
  city: job.location.city,
  permitSupported: job.workPermit !== 'not-supported',
}));
const slugsFor = (prefs: Parameters<typeof filterJobs>[1]) =>
  filterJobs(facets as (JobFacets & { slug: string })[], prefs).map((j) => j.slug);

describe('job list filtering', () => {
  it('lists every job when nothing is stored', () => {
    expect(slugsFor(noAnswers)).toHaveLength(jobs.length);
    expect(activeFilters({})).toEqual([]);
  });

  it('filters by category, title, experience, presence and commitment', () => {
    expect(slugsFor({ category: 'project-management' }).length).toBe(3);
    expect(slugsFor({ title: 'backend-developer', commitment: 'hourly' })).toEqual([
      'backend-developer-contract-vancouver',
    ]);
    expect(slugsFor({ presence: 'remote', experience: '0-2' })).toEqual([
      'junior-frontend-developer-remote',
    ]);
  });

  it('matches on-site jobs by country, province and city, case-insensitively', () => {
    expect(slugsFor({ presence: 'full-time', country: 'ca', state: 'ab' })).toHaveLength(2);
    expect(
      slugsFor({ presence: 'full-time', country: 'CA', state: 'AB', city: 'edmonton' }),
    ).toEqual(['project-manager-pipeline-edmonton']);
    expect(slugsFor({ presence: 'hybrid', country: 'NG' })).toEqual([]);
  });

  it('matches remote jobs by where applicants may work from, not the employer’s city', () => {
    expect(
      slugsFor({ presence: 'remote', country: 'CA', state: 'ON', city: 'Ottawa' }),
    ).toHaveLength(2);
    expect(slugsFor({ presence: 'remote', country: 'GB' })).toEqual([]);
  });

  it('explains an empty result by the answers that narrow it', () => {
    const prefs = { category: 'web-developer', title: 'frontend-developer', commitment: 'hourly' };
    expect(slugsFor(prefs)).toEqual([]);
    expect(blockingFilters(facets, prefs)).toEqual(['commitment', 'title']);
  });
});

describe('stored job answers', () => {
  const answers = {
    ...noAnswers,
    category: 'web-developer',
    title: 'frontend-developer',
    experience: '3-5',
    presence: 'hybrid',
    commitment: 'full-time',
    country: 'CA',
    countryName: 'Canada',
    state: 'ON',
    stateName: 'Ontario',
    city: 'Toronto',
  };

  it('turns every answer into a filter, in the wizard’s order', () => {
    expect(activeFilters(answers)).toEqual([
      'category',
      'title',
      'experience',
      'presence',
      'commitment',
      'location',
    ]);
  });

  it('removes a filter and what depends on it', () => {
    expect(withoutAnswer(answers, 'category')).toEqual({ ...answers, category: '', title: '' });
    expect(withoutAnswer(answers, 'location')).toEqual({
      ...answers,
      country: '',
      countryName: '',
      state: '',
      stateName: '',
      city: '',
    });
    expect(activeFilters(withoutAnswer(answers, 'title'))).not.toContain('title');
  });

  it('migrates a version 1 state with the original key names once, into one shape', () => {
    const v1 = {
      user: { loggedIn: true, profile: { firstName: 'Ada', lastName: 'Obi', username: 'ada' } },
      jobrole: { category: 'web-developer', title: 'frontend-developer', experience: '3-5' },
      job_presence: 'hybrid',
      committment: 'full-time',
      job_location: {
        country: 'CA',
        countryName: 'Canada',
        state: 'ON',
        stateName: 'Ontario',
        city: 'Toronto',
      },
      job: 'some-job',
      business: null,
    };
    expect(migrateStoredState(v1, 1)).toEqual({
      answers,
      job: 'some-job',
      business: null,
    });
    expect(migrateStoredState({ user: { loggedIn: false, profile: null } }, 1)).toEqual({
      answers: noAnswers,
      job: null,
      business: null,
    });
  });

  it('drops the profile a version 2 state kept for the header, and keeps the rest', () => {
    const v2 = {
      profile: { firstName: 'Ada', lastName: 'Obi', username: 'ada' },
      answers,
      job: 'some-job',
      business: 'b-12',
    };
    expect(migrateStoredState(v2, 2)).toEqual({ answers, job: 'some-job', business: 'b-12' });
    expect(STORE_VERSION).toBe(3);
  });
});

describe('the work permit filter and what each job says about it', () => {
  it('adds itself to a job list address, with or without answers, and only when on', () => {
    expect(withPermitFilter('/job-opportunities')).toBe('/job-opportunities?permit=supported');
    expect(withPermitFilter('/job-opportunities?category=web-developer')).toBe(
      '/job-opportunities?category=web-developer&permit=supported',
    );
    expect(withPermitFilter('/job-opportunities', false)).toBe('/job-opportunities');
  });

  it('gives every job a NOC 2021 code whose second digit is a TEER level', () => {
    for (const job of jobs) {
      expect(job.noc.code).toMatch(/^\d[0-5]\d{3}$/);
      expect(['supported-lmia', 'supported-lmia-exempt', 'not-supported']).toContain(
        job.workPermit,
      );
    }
  });
});
