'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PublicProfile } from '@/lib/community/profile';
import { noAnswers, withoutAnswer, type FilterKey, type JobAnswers } from '@/lib/jobs/job-answers';
import { onIdle } from '@/lib/hooks/use-idle';
import { migrateStoredState, STORE_VERSION } from './migrate';

/**
 * The browser's shared state, persisted in localStorage under "root": the signed-in member's
 * public profile for the header, the job preferences, and the job and business last chosen.
 * Never a token: the session is an httpOnly cookie the browser cannot read.
 */
export type AppState = {
  profile: PublicProfile | null;
  answers: JobAnswers;
  /** Slug of the job chosen from the list. */
  job: string | null;
  /** Id of the business chosen from the search. */
  business: string | null;
};

export type AppActions = {
  signIn: (profile: PublicProfile) => void;
  signOut: () => void;
  saveAnswers: (answers: JobAnswers) => void;
  removeAnswer: (key: FilterKey) => void;
  clearAnswers: () => void;
  chooseJob: (slug: string) => void;
  chooseBusiness: (id: string) => void;
};

export const initialAppState: AppState = {
  profile: null,
  answers: noAnswers,
  job: null,
  business: null,
};

export function createAppStore() {
  return create<AppState & AppActions>()(
    persist(
      (set) => ({
        ...initialAppState,
        signIn: (profile) => set({ profile }),
        signOut: () => set({ profile: null }),
        saveAnswers: (answers) => set({ answers }),
        removeAnswer: (key) => set((state) => ({ answers: withoutAnswer(state.answers, key) })),
        clearAnswers: () => set({ answers: noAnswers }),
        chooseJob: (job) => set({ job }),
        chooseBusiness: (business) => set({ business }),
      }),
      {
        name: 'root',
        version: STORE_VERSION,
        storage: createJSONStorage(() => localStorage),
        migrate: migrateStoredState,
        partialize: ({ profile, answers, job, business }) => ({ profile, answers, job, business }),
        // Read after mount (see useStoredState) so server HTML and the first client render agree.
        skipHydration: true,
      },
    ),
  );
}

export const useAppStore = createAppStore();

const subscribe = (onChange: () => void) => useAppStore.persist.onFinishHydration(onChange);
const isRead = () => useAppStore.persist.hasHydrated();
const onServer = () => false;

/**
 * Whether the persisted state has been read. It is read once the page is idle after mount:
 * reading storage re-renders every reader of the store, which need not lengthen hydration.
 * Until then components render their empty state, as the server did.
 */
export function useStoredState(): boolean {
  useEffect(
    () =>
      onIdle(() => {
        if (!useAppStore.persist.hasHydrated()) void useAppStore.persist.rehydrate();
      }),
    [],
  );
  return useSyncExternalStore(subscribe, isRead, onServer);
}
