'use client';

import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/**
 * The browser's shared state, persisted as the original site did: version 1, under the key
 * "root" plus the user key kept in session storage when there is one. Only what a screen needs
 * lives here, and never a token: the session is an httpOnly cookie the browser cannot read.
 */

export type PublicProfile = { firstName: string; lastName: string; username: string };

export type JobRole = { category: string; title: string; experience: string };
/** Codes (ISO country, subdivision) and the city's name, with the names kept for display. */
export type JobLocation = {
  country: string;
  state: string;
  city: string;
  countryName?: string;
  stateName?: string;
};

export type AppState = {
  user: { loggedIn: boolean; profile: PublicProfile | null };
  jobrole: JobRole | null;
  job_presence: string | null;
  committment: string | null;
  job_location: JobLocation | null;
  /** Slug of the job chosen from the list. */
  job: string | null;
  /** Id of the business chosen from the search. */
  business: string | null;
};

export type AppActions = {
  signIn: (profile: PublicProfile) => void;
  signOut: () => void;
  setJobRole: (jobrole: JobRole | null) => void;
  setJobPresence: (presence: string | null) => void;
  setCommittment: (committment: string | null) => void;
  setJobLocation: (location: JobLocation | null) => void;
  setJob: (slug: string | null) => void;
  setBusiness: (id: string | null) => void;
};

export const initialAppState: AppState = {
  user: { loggedIn: false, profile: null },
  jobrole: null,
  job_presence: null,
  committment: null,
  job_location: null,
  job: null,
  business: null,
};

export const USER_KEY_STORAGE = 'userKey';

/** localStorage, keyed "root" + the session's user key, read at each access. */
const rootStorage: StateStorage = {
  getItem: (name) => localStorage.getItem(name + (sessionStorage.getItem(USER_KEY_STORAGE) ?? '')),
  setItem: (name, value) =>
    localStorage.setItem(name + (sessionStorage.getItem(USER_KEY_STORAGE) ?? ''), value),
  removeItem: (name) =>
    localStorage.removeItem(name + (sessionStorage.getItem(USER_KEY_STORAGE) ?? '')),
};

export function createAppStore() {
  return create<AppState & AppActions>()(
    persist(
      (set) => ({
        ...initialAppState,
        signIn: (profile) => set({ user: { loggedIn: true, profile } }),
        signOut: () => set({ user: { loggedIn: false, profile: null } }),
        setJobRole: (jobrole) => set({ jobrole }),
        setJobPresence: (job_presence) => set({ job_presence }),
        setCommittment: (committment) => set({ committment }),
        setJobLocation: (job_location) => set({ job_location }),
        setJob: (job) => set({ job }),
        setBusiness: (business) => set({ business }),
      }),
      {
        name: 'root',
        version: 1,
        storage: createJSONStorage(() => rootStorage),
        // Rehydrated after mount (see useAppStoreHydrated) so server HTML and the first client
        // render agree.
        skipHydration: true,
      },
    ),
  );
}

export const useAppStore = createAppStore();
