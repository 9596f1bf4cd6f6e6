import type { AppState, JobLocation, JobRole } from '@/stores/app-store';
import type { FilterKey, JobPreferences } from '@/lib/jobs/job-filters';
import { emptyAnswers, type WizardAnswers } from './wizard-machine';

type StoredAnswers = Pick<AppState, 'jobrole' | 'job_presence' | 'committment' | 'job_location'>;

/** The wizard's answers as last stored, so a returning visitor is never asked twice. */
export function answersFromStore(stored: StoredAnswers): WizardAnswers {
  return {
    ...emptyAnswers,
    category: stored.jobrole?.category ?? '',
    title: stored.jobrole?.title ?? '',
    experience: stored.jobrole?.experience ?? '',
    presence: stored.job_presence ?? '',
    commitment: stored.committment ?? '',
    country: stored.job_location?.country ?? '',
    countryName: stored.job_location?.countryName ?? '',
    state: stored.job_location?.state ?? '',
    stateName: stored.job_location?.stateName ?? '',
    city: stored.job_location?.city ?? '',
  };
}

/** The store's slices for a set of answers (empty answers become null). */
export function answersToStore(answers: WizardAnswers): StoredAnswers {
  const { category, title, experience } = answers;
  const jobrole: JobRole | null =
    category || title || experience ? { category, title, experience } : null;
  const job_location: JobLocation | null = answers.country
    ? {
        country: answers.country,
        state: answers.state,
        city: answers.city,
        countryName: answers.countryName,
        stateName: answers.stateName,
      }
    : null;
  return {
    jobrole,
    job_presence: answers.presence || null,
    committment: answers.commitment || null,
    job_location,
  };
}

export function preferencesFromStore(stored: StoredAnswers): JobPreferences {
  return {
    category: stored.jobrole?.category,
    title: stored.jobrole?.title,
    experience: stored.jobrole?.experience,
    presence: stored.job_presence,
    commitment: stored.committment,
    country: stored.job_location?.country,
    state: stored.job_location?.state,
    city: stored.job_location?.city,
  };
}

/** The store update that removes one filter from the job list (and what depends on it). */
export function withoutFilter(stored: StoredAnswers, key: FilterKey): Partial<StoredAnswers> {
  const role = stored.jobrole ?? { category: '', title: '', experience: '' };
  const jobrole = (next: JobRole) => (next.category || next.title || next.experience ? next : null);
  switch (key) {
    case 'category':
      return { jobrole: jobrole({ ...role, category: '', title: '' }) };
    case 'title':
      return { jobrole: jobrole({ ...role, title: '' }) };
    case 'experience':
      return { jobrole: jobrole({ ...role, experience: '' }) };
    case 'presence':
      return { job_presence: null };
    case 'commitment':
      return { committment: null };
    case 'location':
      return { job_location: null };
  }
}
