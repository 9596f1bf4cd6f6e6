'use client';

import { useEffect } from 'react';
import { useLocationLists, type CountryOption } from './location-data';
import type { LocationLists as Lists } from './LocationSelects.client';

type Props = {
  value: { country: string; state: string };
  countries: CountryOption[];
  onLists: (lists: Lists) => void;
};

/**
 * Draws nothing: fetches the lists for the chosen country and state (swr) and hands them to the
 * form, which draws its selects itself. Registration loads it (and swr with it) on the visitor's
 * first focus, so the selects it drew with the page stay the same elements when it arrives.
 */
export function LocationLists({ value, countries: known, onLists }: Props) {
  const { countries, states, cities } = useLocationLists(value, known);
  // swr keeps each list the same array until it changes, so these say when to hand them over.
  useEffect(() => {
    onLists({
      countries: { data: countries.data, isLoading: countries.isLoading, error: countries.error },
      states: { data: states.data, isLoading: states.isLoading, error: states.error },
      cities: { data: cities.data, isLoading: cities.isLoading, error: cities.error },
    });
  }, [
    onLists,
    countries.data,
    countries.isLoading,
    countries.error,
    states.data,
    states.isLoading,
    states.error,
    cities.data,
    cities.isLoading,
    cities.error,
  ]);
  return null;
}
