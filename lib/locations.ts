import 'server-only';
import { City, Country, State } from 'country-state-city';
import { countries as nativeNames } from 'countries-list';

/**
 * Country, state and city lists from the country-state-city dataset (about 8 MB), which stays on
 * the server: the browser asks our route handlers for one list at a time.
 */
export type CountryOption = { code: string; name: string; nativeName: string };
export type StateOption = { code: string; name: string };
export type CityOption = { name: string };

let countryList: CountryOption[] | undefined;

export function listCountries(): CountryOption[] {
  countryList ??= Country.getAllCountries()
    .map((country) => ({
      code: country.isoCode,
      name: country.name,
      nativeName: nativeNames[country.isoCode as keyof typeof nativeNames]?.native ?? country.name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countryList;
}

export function findCountry(code: string): CountryOption | undefined {
  return listCountries().find((country) => country.code === code);
}

// The dataset's lookups scan every state (about 5,000) or city (about 150,000) on each call:
// each list is built once and kept, bounded by the dataset itself.
const stateLists = new Map<string, StateOption[]>();
const cityLists = new Map<string, CityOption[]>();

/** undefined when the country is unknown; an empty list when it has no states. */
export function listStates(countryCode: string): StateOption[] | undefined {
  if (!findCountry(countryCode)) return undefined;
  let states = stateLists.get(countryCode);
  if (!states) {
    states = State.getStatesOfCountry(countryCode)
      .map((state) => ({ code: state.isoCode, name: state.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    stateLists.set(countryCode, states);
  }
  return states;
}

/** undefined when the country or state is unknown; an empty list when the state has no cities. */
export function listCities(countryCode: string, stateCode: string): CityOption[] | undefined {
  const states = listStates(countryCode);
  if (!states?.some((state) => state.code === stateCode)) return undefined;
  const key = `${countryCode}/${stateCode}`;
  let cities = cityLists.get(key);
  if (!cities) {
    const names = new Set(City.getCitiesOfState(countryCode, stateCode).map((city) => city.name));
    cities = [...names].sort((a, b) => a.localeCompare(b, 'en')).map((name) => ({ name }));
    cityLists.set(key, cities);
  }
  return cities;
}
