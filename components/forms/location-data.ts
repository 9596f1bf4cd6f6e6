'use client';

import useSWR from 'swr';
import { api } from '@/lib/api-client';

export type CountryOption = { code: string; name: string; nativeName: string };
export type StateOption = { code: string; name: string };
export type CityOption = { name: string };

async function fetchList<T>(path: string): Promise<T[]> {
  const result = await api.get<T[]>(path);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The lists never change while a page is open: fetched once, shared by every field. */
const options = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
};

/** The countries; `known` (rendered with the page) stands in until the list is fetched. */
export function useCountries(known?: CountryOption[]) {
  return useSWR('/api/locations/countries', fetchList<CountryOption>, {
    ...options,
    fallbackData: known,
  });
}

export function useStates(country: string) {
  return useSWR(
    country ? `/api/locations/countries/${encodeURIComponent(country)}/states` : null,
    fetchList<StateOption>,
    options,
  );
}

export function useCities(country: string, state: string) {
  return useSWR(
    country && state
      ? `/api/locations/countries/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`
      : null,
    fetchList<CityOption>,
    options,
  );
}

/**
 * The three lists for a chosen country and state. Each is returned as swr answers it, so a
 * component reading `data`, `isLoading` or `error` while rendering re-renders when it changes.
 */
export function useLocationLists(
  value: { country: string; state: string },
  knownCountries?: CountryOption[],
) {
  return {
    countries: useCountries(knownCountries),
    states: useStates(value.country),
    cities: useCities(value.country, value.state),
  };
}
