import 'server-only';
import { jobPreferences } from '@/content/job-preferences';
import type { JobPreferenceOptions } from '@/content/schemas/canada';
import { findCountry, listStates } from '@/lib/locations';
import { JOBS_COUNTRY, noAnswers, type JobAnswers } from './job-answers';

export type SearchParams = Record<string, string | string[] | undefined>;

/** Longest city name kept from a URL; the dataset's longest is far shorter. */
const maxCityLength = 100;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const known = (options: readonly { value: string }[], value: string) =>
  options.some((option) => option.value === value) ? value : '';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The wizard's answers from a job list URL (the no-JavaScript wizard's GET form, or a shared
 * link). Anything unknown is dropped rather than refused, so a stale or edited link still shows
 * a list: a value not among the choices, a title of another category, a state of another
 * country. A state may be given by code or by name, as a visitor types it without JavaScript;
 * a state or city without a country is in Canada, where the openings are (the wizard's form
 * asks only where in Canada).
 */
export function answersFromSearchParams(
  params: SearchParams,
  choices: JobPreferenceOptions = jobPreferences,
): JobAnswers {
  const answers = { ...noAnswers };
  answers.category = known(choices.categories, first(params.category));
  const title = choices.titles.find((option) => option.value === first(params.title));
  if (title && (!answers.category || answers.category === title.category)) {
    answers.title = title.value;
    answers.category = title.category;
  }
  answers.experience = known(choices.experience, first(params.experience));
  answers.presence = known(choices.presence, first(params.presence));
  answers.commitment = known(choices.commitment, first(params.commitment));

  const place = first(params.state) || first(params.city);
  const country = findCountry(
    (first(params.country) || (place ? JOBS_COUNTRY.code : '')).toUpperCase(),
  );
  if (!country) return answers;
  Object.assign(answers, { country: country.code, countryName: country.name });
  const stateParam = first(params.state);
  const state = stateParam
    ? listStates(country.code)?.find((s) => same(s.code, stateParam) || same(s.name, stateParam))
    : undefined;
  if (state) Object.assign(answers, { state: state.code, stateName: state.name });
  const city = first(params.city);
  if (city.length <= maxCityLength && !/[\u0000-\u001f\u007f]/.test(city)) answers.city = city;
  return answers;
}
