'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { noAnswers, withoutAnswer, type FilterKey, type JobAnswers } from '@/lib/jobs/job-answers';
import { migrateStoredState, STORE_VERSION } from './migrate';

/**
 * The browser's shared state, persisted in localStorage under "root": the job preferences, and
 * the job and business last chosen. Nothing about the member: the header reads the signed-in
 * marker cookie, and the members area renders the profile on the server.
 */
export type AppState = {
  answers: JobAnswers;
  /** Slug of the job chosen from the list. */
  job: string | null;
  /** Id of the business chosen from the search. */
  business: string | null;
};

export type AppActions = {
  saveAnswers: (answers: JobAnswers) => void;
  removeAnswer: (key: FilterKey) => void;
  clearAnswers: () => void;
  chooseJob: (slug: string) => void;
  chooseBusiness: (id: string) => void;
};

export const initialAppState: AppState = {
  answers: noAnswers,
  job: null,
  business: null,
};

export function createAppStore() {
  return create<AppState & AppActions>()(
    persist(
      (set) => ({
        ...initialAppState,
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
        partialize: ({ answers, job, business }) => ({ answers, job, business }),
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
 * Whether the persisted state has been read; it is read after mount. Until then components
 * render their empty state, as the server did.
 */
export function useStoredState(): boolean {
  useEffect(() => {
    if (!useAppStore.persist.hasHydrated()) void useAppStore.persist.rehydrate();
  }, []);
  return useSyncExternalStore(subscribe, isRead, onServer);
}
