'use client';

import { useRef, useState, type ComponentProps, type ComponentType } from 'react';
import type { CountryOption } from './location-data';
import type { LocationLists as ListsLoader } from './LocationLists.client';
import type { LocationLists, LocationValue } from './LocationSelects.client';

/**
 * The location lists' code (swr and its fetcher) loads on the visitor's first focus in the form,
 * not with the page. Until it arrives the selects show the page's countries (and, after a refusal
 * without JavaScript, the server's states and cities); a chosen country's states show as loading.
 * It then renders beside the selects and hands them each list as it loads. Should it fail to load
 * (the connection dropped), the next focus tries again; the server's answer still brings the lists.
 */
export function useLazyLocationLists(countries: CountryOption[], value: LocationValue) {
  const [Loader, setLoader] = useState<ComponentType<ComponentProps<typeof ListsLoader>>>();
  const [loaded, setLoaded] = useState<LocationLists>();
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./LocationLists.client').then(
      (m) => setLoader(() => m.LocationLists),
      () => (loading.current = false),
    );
  };
  const current: LocationLists = loaded ?? {
    countries: { data: countries, isLoading: false },
    states: { isLoading: Boolean(value.country) },
    cities: { isLoading: Boolean(value.country && value.state) },
  };
  const loader = Loader && <Loader value={value} countries={countries} onLists={setLoaded} />;
  return { load, current, loader };
}
