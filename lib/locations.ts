import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countries as nativeNames } from 'countries-list';
import Country from 'country-state-city/lib/cjs/country';
import State from 'country-state-city/lib/cjs/state';

/**
 * Country, state and city lists from the country-state-city dataset (about 8 MB), which stays on
 * the server: the browser asks our route handlers for one list at a time. Its countries and
 * states are imported alone: the package's index also loads every city.
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

// The dataset's lookups scan every state on each call: each list is built once and kept, bounded
// by the dataset itself.
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

/**
 * The dataset's cities as [name, country, state, latitude, longitude] rows. The package's own
 * module keeps them all, as rows and then as objects, for the server's life; read here once, only
 * the names grouped by state are kept.
 */
const CITY_FILE = path.join(process.cwd(), 'node_modules/country-state-city/lib/assets/city.json');
let cityNamesByState: Map<string, string[]> | undefined;

function cityNames(key: string): string[] {
  if (!cityNamesByState) {
    const byState = new Map<string, string[]>();
    const rows = JSON.parse(readFileSync(CITY_FILE, 'utf8')) as [string, string, string][];
    for (const [name, country, state] of rows) {
      const names = byState.get(`${country}/${state}`);
      if (names) names.push(name);
      else byState.set(`${country}/${state}`, [name]);
    }
    cityNamesByState = byState;
  }
  return cityNamesByState.get(key) ?? [];
}

/** undefined when the country or state is unknown; an empty list when the state has no cities. */
export function listCities(countryCode: string, stateCode: string): CityOption[] | undefined {
  const states = listStates(countryCode);
  if (!states?.some((state) => state.code === stateCode)) return undefined;
  const key = `${countryCode}/${stateCode}`;
  let cities = cityLists.get(key);
  if (!cities) {
    cities = [...new Set(cityNames(key))]
      .sort((a, b) => a.localeCompare(b, 'en'))
      .map((name) => ({ name }));
    cityLists.set(key, cities);
  }
  return cities;
}
