'use client';

import { useEffect } from 'react';
import type { CityOption, CountryOption, StateOption } from './location-data';
import { SelectField, type Option } from './SelectField.client';

export type LocationValue = { country: string; state: string; city: string };
export type LocationErrors = Partial<Record<keyof LocationValue, string>>;
/** Whether the chosen country has states and the chosen state has cities (so they are required). */
export type LocationNeeds = { requiresState: boolean; requiresCity: boolean };
/** One list as swr answers it: its data once loaded, whether it is loading, why it failed. */
export type ListState<T> = { data?: T[]; isLoading: boolean; error?: unknown };
export type LocationLists = {
  countries: ListState<CountryOption>;
  states: ListState<StateOption>;
  cities: ListState<CityOption>;
};

export type LocationSelectsProps = {
  /** Prefix for the three select ids, e.g. "register" gives register-country. */
  idPrefix: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  onNeedsChange?: (needs: LocationNeeds) => void;
  errors?: LocationErrors;
  labels?: Partial<Record<keyof LocationValue, string>>;
  /** Lists the server sent with a refusal, for a browser without JavaScript. */
  fallback?: { states?: Option[]; cities?: Option[] };
};

/**
 * The three selects of a location, drawn from lists loaded elsewhere (registration loads them
 * with swr, LocationLists.client.tsx, on the visitor's first focus and draws the page's own
 * countries until then). A country with no states (or a state with no cities) says so instead of
 * offering an empty list. The selects are named, so the form posts them; without JavaScript the
 * lists come with the page (countries) and with the server's answer (`fallback`).
 */
export function LocationSelects({
  idPrefix,
  value,
  onChange,
  onNeedsChange,
  errors = {},
  labels = {},
  fallback = {},
  lists,
}: LocationSelectsProps & { lists: LocationLists }) {
  const { countries } = lists;
  const states = withFallback(
    lists.states,
    fallback.states?.map((s): StateOption => ({ code: s.value, name: s.label })),
  );
  const cities = withFallback(
    lists.cities,
    fallback.cities?.map((c): CityOption => ({ name: c.value })),
  );

  const stateCount = states.data?.length ?? 0;
  const cityCount = cities.data?.length ?? 0;
  const requiresState =
    Boolean(value.country) && (states.isLoading || stateCount > 0 || Boolean(states.error));
  const requiresCity =
    Boolean(value.state) && (cities.isLoading || cityCount > 0 || Boolean(cities.error));

  useEffect(() => {
    onNeedsChange?.({ requiresState, requiresCity });
  }, [onNeedsChange, requiresState, requiresCity]);

  const loadError = countries.error ?? states.error ?? cities.error;
  const statePlaceholder = !value.country
    ? 'Choose a state'
    : states.isLoading
      ? 'Loading states...'
      : stateCount === 0 && states.data
        ? 'No states for this country'
        : 'Choose a state';
  const cityPlaceholder = !value.state
    ? 'Choose a city'
    : cities.isLoading
      ? 'Loading cities...'
      : cityCount === 0 && cities.data
        ? 'No cities listed for this state'
        : 'Choose a city';

  return (
    <>
      <div className="field-row thirds">
        <SelectField
          id={`${idPrefix}-country`}
          label={labels.country ?? 'Country'}
          placeholder={countries.isLoading ? 'Loading countries...' : 'Choose a country'}
          options={(countries.data ?? []).map((c) => ({
            value: c.code,
            label: c.nativeName && c.nativeName !== c.name ? `${c.name} (${c.nativeName})` : c.name,
          }))}
          name="country"
          value={value.country}
          onChange={(event) => onChange({ country: event.target.value, state: '', city: '' })}
          error={errors.country}
          autoComplete="country"
        />
        <SelectField
          id={`${idPrefix}-state`}
          label={labels.state ?? 'State'}
          placeholder={statePlaceholder}
          options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
          name="state"
          value={value.state}
          disabled={!value.country || stateCount === 0}
          onChange={(event) => onChange({ ...value, state: event.target.value, city: '' })}
          error={errors.state}
          optional={Boolean(states.data) && stateCount === 0}
        />
        <SelectField
          id={`${idPrefix}-city`}
          label={labels.city ?? 'City'}
          placeholder={cityPlaceholder}
          options={(cities.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
          name="city"
          value={value.city}
          disabled={!value.state || cityCount === 0}
          onChange={(event) => onChange({ ...value, city: event.target.value })}
          error={errors.city}
          optional={Boolean(cities.data) && cityCount === 0}
        />
      </div>
      {loadError && (
        <p className="field-error" role="alert">
          The location lists could not be loaded. Check your connection and reload the page.
        </p>
      )}
    </>
  );
}

/** A list swr has not loaded (no JavaScript yet, or none at all) falls back to the server's. */
function withFallback<T>(
  result: { data?: T[]; isLoading: boolean; error?: unknown },
  fallback: T[] | undefined,
) {
  if (result.data || !fallback?.length) return result;
  return { ...result, data: fallback, isLoading: false };
}
