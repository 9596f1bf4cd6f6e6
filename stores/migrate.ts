import { noAnswers, type JobAnswers } from '@/lib/jobs/job-answers';
import type { PublicProfile } from '@/lib/community/profile';

export const STORE_VERSION = 2;

type StoredState = {
  profile: PublicProfile | null;
  answers: JobAnswers;
  job: string | null;
  business: string | null;
};

/** Version 1: the original site's key names, kept until every browser has been migrated once. */
type StoredV1 = {
  user?: { loggedIn?: boolean; profile?: PublicProfile | null };
  jobrole?: { category?: string; title?: string; experience?: string } | null;
  job_presence?: string | null;
  committment?: string | null;
  job_location?: {
    country?: string;
    state?: string;
    city?: string;
    countryName?: string;
    stateName?: string;
  } | null;
  job?: string | null;
  business?: string | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const orNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

function fromV1(old: StoredV1): StoredState {
  const role = old.jobrole ?? {};
  const place = old.job_location ?? {};
  return {
    profile: old.user?.loggedIn && old.user.profile ? old.user.profile : null,
    answers: {
      ...noAnswers,
      category: text(role.category),
      title: text(role.title),
      experience: text(role.experience),
      presence: text(old.job_presence),
      commitment: text(old.committment),
      country: text(place.country),
      countryName: text(place.countryName),
      state: text(place.state),
      stateName: text(place.stateName),
      city: text(place.city),
    },
    job: orNull(old.job),
    business: orNull(old.business),
  };
}

/** zustand persist's `migrate`: brings a state stored by an older version to this one. */
export function migrateStoredState(persisted: unknown, version: number): StoredState {
  const stored = (persisted && typeof persisted === 'object' ? persisted : {}) as StoredV1;
  if (version < 2) return fromV1(stored);
  return stored as unknown as StoredState;
}
