import 'server-only';
import { businessCategories, businessLocations, businesses } from '@/content/businesses';
import { preferenceLabel } from '@/content/job-preferences';
import type { AlertKind } from '@/lib/db/schema';
import {
  describeFilters,
  readFilters,
  type BusinessFilters,
} from '@/lib/businesses/business-search';
import { HttpError } from '@/lib/http/errors';
import { characterProblem } from '@/lib/validation/characters';
import type { JobAnswers } from '@/lib/jobs/job-answers';
import { answersFromSearchParams, type SearchParams } from '@/lib/jobs/job-search-params';
import { PERMIT_PARAM } from '@/lib/jobs/job-filters';

/**
 * What an alert asks for: the job list's answers and work permit filter, or the business
 * search's filters. Read from an address by the same readers the list and the search use
 * (lenient: an unknown value is dropped, as a stale link still shows a list); read from the
 * subscription form strictly, where an unknown value is the form's error, never a guess.
 */
export type JobCriteria = JobAnswers & { permit: boolean };
/** A verified company's opportunities: matched against its trades, areas and class as they are. */
export type OpportunityCriteria = { company: string };
export type Criteria =
  | { kind: 'jobs'; jobs: JobCriteria }
  | { kind: 'businesses'; businesses: BusinessFilters }
  | { kind: 'opportunities'; opportunities: OpportunityCriteria };

/** How each kind's news is named: "new jobs", "new listings", "new opportunities". */
export const newsWord: Record<AlertKind, string> = {
  jobs: 'jobs',
  businesses: 'listings',
  opportunities: 'opportunities',
};

const businessChoices = { categories: businessCategories, locations: businessLocations };

/** The longest search text an alert keeps, as the search itself does. */
export const MAX_ALERT_QUERY = 100;

export function criteriaFromParams(kind: AlertKind, params: SearchParams): Criteria {
  if (kind === 'opportunities') {
    const company = [params.company].flat()[0];
    return { kind, opportunities: { company: typeof company === 'string' ? company : '' } };
  }
  if (kind === 'businesses') return { kind, businesses: readFilters(params, businessChoices) };
  const permit = [params[PERMIT_PARAM]].flat()[0] === 'supported';
  return { kind, jobs: { ...answersFromSearchParams(params), permit } };
}

/** A stored alert's criteria (jsonb), read back through the same lenient readers. */
export function storedCriteria(kind: AlertKind, stored: unknown): Criteria {
  const record = (stored ?? {}) as Record<string, unknown>;
  const params: SearchParams = Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
  if (kind === 'jobs' && record.permit === true) params[PERMIT_PARAM] = 'supported';
  // The search's locations were once a mix of towns and provinces: an alert kept for a town
  // (Prince Albert) keeps to its province rather than widening to all of Canada.
  const town = businesses.find((b) => b.location === params.location);
  if (kind === 'businesses' && town) params.location = town.province;
  return criteriaFromParams(kind, params);
}

/** What is stored of the criteria: the values, not the display names. */
export function toStored(criteria: Criteria): Record<string, unknown> {
  if (criteria.kind === 'opportunities') return { ...criteria.opportunities };
  if (criteria.kind === 'businesses') return { ...criteria.businesses };
  const { category, title, experience, presence, commitment, country, state, city, permit } =
    criteria.jobs;
  return { category, title, experience, presence, commitment, country, state, city, permit };
}

/** "CA|ON|Toronto": the job alert form's one field for the place its answers name. */
export function placeValue(answers: JobAnswers): string {
  return answers.country ? [answers.country, answers.state, answers.city].join('|') : '';
}

export function placeLabel(answers: JobAnswers): string {
  return [answers.city, answers.stateName, answers.countryName].filter(Boolean).join(', ');
}

const unknownChoice = 'Choose one of the listed options';

/**
 * The form's criteria, strictly: every value given must be one the lists offer (the lenient
 * reader would drop it silently), else a 422 naming the field.
 */
export function criteriaFromForm(kind: AlertKind, fields: Record<string, string>): Criteria {
  const errors: Record<string, string[]> = {};
  const given = (name: string) => (fields[name] ?? '').trim();
  // Started from the opportunities board by a member of a verified company, never by this form.
  if (kind === 'opportunities')
    throw new HttpError(422, 'Some fields need attention.', {
      kind: ['Choose jobs or business listings'],
    });
  if (kind === 'businesses') {
    const q = given('q');
    // Each alert mail's subject and text quote them: the site's one rule for a line of text.
    const problem =
      q.length > MAX_ALERT_QUERY
        ? `Search words must be at most ${MAX_ALERT_QUERY} characters`
        : characterProblem(q, 'Search words');
    if (problem) errors.q = [problem];
    const read = readFilters(
      { q, category: given('category'), location: given('location') },
      businessChoices,
    );
    for (const name of ['category', 'location'] as const)
      if (given(name) && read[name] !== given(name)) errors[name] = [unknownChoice];
    refuseIfAny(errors);
    return { kind, businesses: read };
  }
  const [country = '', state = '', city = ''] = given('place').split('|');
  const params = {
    category: given('category'),
    title: given('title'),
    experience: given('experience'),
    presence: given('presence'),
    commitment: given('commitment'),
    country,
    state,
    city,
  };
  const read = answersFromSearchParams(params);
  for (const name of ['category', 'title', 'experience', 'presence', 'commitment'] as const)
    if (params[name] && read[name] !== params[name]) errors[name] = [unknownChoice];
  if (given('place') && placeValue(read) !== given('place')) errors.place = [unknownChoice];
  else if (characterProblem(city, 'The place')) errors.place = [unknownChoice];
  const permit = given('permit');
  if (permit && permit !== 'supported') errors.permit = [unknownChoice];
  refuseIfAny(errors);
  return { kind, jobs: { ...read, permit: permit === 'supported' } };
}

function refuseIfAny(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0)
    throw new HttpError(422, 'Some fields need attention.', errors);
}

/** The alert in a visitor's words: "Front-end developer, 3 to 5 years, in Toronto, Ontario, Canada". */
export function describeCriteria(criteria: Criteria): string {
  if (criteria.kind === 'opportunities') return 'opportunities for your company’s trades and areas';
  if (criteria.kind === 'businesses') {
    return describeFilters(criteria.businesses) || 'every new listing';
  }
  const jobs = criteria.jobs;
  const parts = [
    jobs.title
      ? preferenceLabel('titles', jobs.title)
      : jobs.category && preferenceLabel('categories', jobs.category),
    jobs.experience && preferenceLabel('experience', jobs.experience),
    jobs.presence && preferenceLabel('presence', jobs.presence),
    jobs.commitment && preferenceLabel('commitment', jobs.commitment),
    jobs.country && `in ${placeLabel(jobs)}`,
    jobs.permit && 'work permit supported',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'every new job';
}
