import { describe, expect, it } from '@jest/globals';
import { jobs } from '@/content/jobs';
import { activeFilters, blockingFilters, filterJobs, type JobFacets } from '@/lib/jobs/job-filters';
import {
  answersFromStore,
  answersToStore,
  preferencesFromStore,
  withoutFilter,
} from '@/lib/wizard/stored-answers';
import { initialAppState } from '@/stores/app-store';

const facets: JobFacets[] = jobs.map((job) => ({
  ...job,
  countryCode: job.location.countryCode,
  stateCode: job.location.stateCode,
  city: job.location.city,
}));
const slugsFor = (prefs: Parameters<typeof filterJobs>[1]) =>
  filterJobs(facets as (JobFacets & { slug: string })[], prefs).map((j) => j.slug);

describe('job list filtering', () => {
  it('lists every job when nothing is stored', () => {
    expect(slugsFor(preferencesFromStore(initialAppState))).toHaveLength(jobs.length);
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

describe('stored wizard answers', () => {
  const answers = {
    ...answersFromStore(initialAppState),
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

  it('round-trips through the store slices', () => {
    const stored = answersToStore(answers);
    expect(stored.committment).toBe('full-time');
    expect(stored.job_presence).toBe('hybrid');
    expect(answersFromStore(stored)).toEqual(answers);
    expect(activeFilters(preferencesFromStore(stored))).toEqual([
      'category',
      'title',
      'experience',
      'presence',
      'commitment',
      'location',
    ]);
  });

  it('removes a filter and what depends on it', () => {
    const stored = answersToStore(answers);
    expect(withoutFilter(stored, 'category')).toEqual({
      jobrole: { category: '', title: '', experience: '3-5' },
    });
    expect(withoutFilter(stored, 'location')).toEqual({ job_location: null });
    const onlyTitle = {
      ...stored,
      jobrole: { category: '', title: 'frontend-developer', experience: '' },
    };
    expect(withoutFilter(onlyTitle, 'title')).toEqual({ jobrole: null });
  });
});
