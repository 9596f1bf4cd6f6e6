'use client';

import { useEffect } from 'react';
import { SelectField } from './SelectField.client';
import { useCities, useCountries, useStates } from './location-data';

export type LocationValue = { country: string; state: string; city: string };
export type LocationErrors = Partial<Record<keyof LocationValue, string>>;
/** Whether the chosen country has states and the chosen state has cities (so they are required). */
export type LocationNeeds = { requiresState: boolean; requiresCity: boolean };

type Props = {
  /** Prefix for the three select ids, e.g. "register" gives register-country. */
  idPrefix: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  onNeedsChange?: (needs: LocationNeeds) => void;
  errors?: LocationErrors;
  labels?: Partial<Record<keyof LocationValue, string>>;
};

/**
 * Country, then state, then city: each list is fetched from our route handlers when the level
 * above is chosen, and choosing a new country clears the state and city. A country with no
 * states (or a state with no cities) says so instead of offering an empty list.
 */
export function LocationFields({
  idPrefix,
  value,
  onChange,
  onNeedsChange,
  errors = {},
  labels = {},
}: Props) {
  const countries = useCountries();
  const states = useStates(value.country);
  const cities = useCities(value.country, value.state);

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
