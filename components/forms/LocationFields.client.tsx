'use client';

import { useLocationLists, type CountryOption } from './location-data';
import { LocationSelects, type LocationSelectsProps } from './LocationSelects.client';

export type { LocationErrors, LocationNeeds, LocationValue } from './LocationSelects.client';

type Props = LocationSelectsProps & {
  /** The countries, rendered with the page so the list is there before any script runs. */
  countries?: CountryOption[];
};

/**
 * Country, then state, then city: each list is fetched from our route handlers when the level
 * above is chosen, and choosing a new country clears the state and city (LocationSelects).
 */
export function LocationFields({ countries, ...props }: Props) {
  const lists = useLocationLists(props.value, countries);
  return <LocationSelects {...props} lists={lists} />;
}
