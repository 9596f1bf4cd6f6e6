import { describe, expect, it } from '@jest/globals';
import { jobListHref, noAnswers } from '@/lib/jobs/job-answers';
import { answersFromSearchParams } from '@/lib/jobs/job-search-params';

describe('reading the wizard answers from the job list URL', () => {
  it('reads every answer the no-JavaScript form sends, with the place names', () => {
    const sent = {
      category: 'project-management',
      title: 'project-management',
      experience: '6-10',
      presence: 'remote',
      commitment: 'part-time',
      country: 'CA',
      state: 'AB',
      city: 'Calgary',
    };
    expect(answersFromSearchParams(sent)).toEqual({
      ...sent,
      countryName: 'Canada',
      stateName: 'Alberta',
    });
  });

  it('is empty for a bare URL and ignores parameters it does not know', () => {
    expect(answersFromSearchParams({})).toEqual(noAnswers);
    expect(answersFromSearchParams({ utm_source: 'mail', page: '2' })).toEqual(noAnswers);
  });

  it('drops values that are not among the choices instead of failing', () => {
    const answers = answersFromSearchParams({
      category: 'astronaut',
      experience: '<script>',
      presence: 'remote',
      commitment: ['hourly', 'full-time'],
      country: 'XX',
      state: 'ON',
      city: 'Toronto',
    });
    expect(answers).toEqual({ ...noAnswers, presence: 'remote', commitment: 'hourly' });
  });

  it('keeps a title only within its category, and infers the category from a lone title', () => {
    expect(
      answersFromSearchParams({ category: 'project-management', title: 'backend-developer' }),
    ).toMatchObject({ category: 'project-management', title: '' });
    expect(answersFromSearchParams({ title: 'backend-developer' })).toMatchObject({
      category: 'web-developer',
      title: 'backend-developer',
    });
  });

  it('takes a state by code or typed name, lower case too, and only of the chosen country', () => {
    expect(answersFromSearchParams({ country: 'ca', state: 'ontario' })).toMatchObject({
      country: 'CA',
      state: 'ON',
      stateName: 'Ontario',
    });
    expect(answersFromSearchParams({ country: 'CA', state: 'Texas' })).toMatchObject({
      country: 'CA',
      state: '',
      stateName: '',
    });
  });

  it('reads a province or city given without a country as in Canada, as the wizard sends them', () => {
    expect(answersFromSearchParams({ state: 'SK', city: '' })).toMatchObject({
      country: 'CA',
      countryName: 'Canada',
      state: 'SK',
      stateName: 'Saskatchewan',
    });
    expect(answersFromSearchParams({ state: '', city: 'Halifax' })).toMatchObject({
      country: 'CA',
      state: '',
      city: 'Halifax',
    });
    expect(answersFromSearchParams({ state: '', city: '' }).country).toBe('');
  });

  it('ignores an overlong city name', () => {
    expect(answersFromSearchParams({ country: 'CA', city: 'x'.repeat(101) }).city).toBe('');
    expect(answersFromSearchParams({ country: 'CA', city: '  Calgary ' }).city).toBe('Calgary');
  });

  it('ignores a city holding control characters, which no place name has', () => {
    expect(answersFromSearchParams({ country: 'CA', city: 'Tor\u0000onto' }).city).toBe('');
    expect(answersFromSearchParams({ country: 'CA', city: 'Tor\nonto' }).city).toBe('');
  });

  it('writes the answers back into a URL that reads the same', () => {
    const href = jobListHref({ category: 'web-developer', presence: 'remote', country: 'CA' });
    expect(href).toBe('/job-opportunities?category=web-developer&presence=remote&country=CA');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(answersFromSearchParams(params)).toMatchObject({ presence: 'remote', country: 'CA' });
    expect(jobListHref(noAnswers)).toBe('/job-opportunities');
  });
});
