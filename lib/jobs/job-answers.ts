/**
 * A visitor's job preferences: the wizard's answers, stored in the browser and used to filter
 * the job list. One shape everywhere; an empty string means "no preference".
 */
export type JobAnswers = {
  category: string;
  title: string;
  experience: string;
  presence: string;
  commitment: string;
  /** ISO 3166-1 alpha-2 code, with its name for display. */
  country: string;
  countryName: string;
  /** Subdivision code (e.g. "ON"), with its name; optional. */
  state: string;
  stateName: string;
  /** City name; optional. */
  city: string;
};

/**
 * Every opening is in Canada: the wizard asks where in Canada (a province or territory, a city),
 * and the job list reads a province or city given without a country as Canada's.
 */
export const JOBS_COUNTRY = { code: 'CA', name: 'Canada' } as const;

export const noAnswers: JobAnswers = {
  category: '',
  title: '',
  experience: '',
  presence: '',
  commitment: '',
  country: '',
  countryName: '',
  state: '',
  stateName: '',
  city: '',
};

/** The job list's filters, one per question (the location covers country, state and city). */
export type FilterKey =
  'category' | 'title' | 'experience' | 'presence' | 'commitment' | 'location';

/** The answers without one filter, and without what depends on it (a title on its category). */
export function withoutAnswer(answers: JobAnswers, key: FilterKey): JobAnswers {
  switch (key) {
    case 'category':
      return { ...answers, category: '', title: '' };
    case 'location':
      return { ...answers, country: '', countryName: '', state: '', stateName: '', city: '' };
    default:
      return { ...answers, [key]: '' };
  }
}

export function hasAnswers(answers: JobAnswers): boolean {
  return Object.values(answers).some(Boolean);
}

/** The answers a URL carries (the names are looked up from the codes where it is read). */
export const answerParams = [
  'category',
  'title',
  'experience',
  'presence',
  'commitment',
  'country',
  'state',
  'city',
] as const satisfies readonly (keyof JobAnswers)[];

/** The job list's address for these answers: /job-opportunities?category=...&country=... */
export function jobListHref(answers: Partial<JobAnswers>): string {
  const query = new URLSearchParams();
  for (const key of answerParams) if (answers[key]) query.set(key, answers[key]);
  const search = query.toString();
  return search ? `/job-opportunities?${search}` : '/job-opportunities';
}
