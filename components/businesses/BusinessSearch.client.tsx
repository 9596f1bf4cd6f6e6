'use client';

import Link from '@/components/ui/Link';
import { useId, useState } from 'react';
import { ControlStandIn } from '@/components/forms/ControlStandIn';
import { searchBusinesses, type SearchableBusiness } from '@/lib/businesses/business-search';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useAppStore } from '@/stores/app-store';

export type BusinessCard = SearchableBusiness & { id: string; summary: string; logo: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/**
 * The business search. As on the original site, the text box and both selects write to one
 * search text; each select shows the option that text equals, so the three never disagree. Until
 * hydration the controls are ControlStandIn boxes (which says why).
 */
export function BusinessSearch({
  businesses,
  categories,
  locations,
}: {
  businesses: BusinessCard[];
  categories: string[];
  locations: string[];
}) {
  const [query, setQuery] = useState('');
  const hydrated = useHydrated();
  const chooseBusiness = useAppStore((state) => state.chooseBusiness);
  const id = useId();
  const results = searchBusinesses(businesses, query);
  const selected = (options: string[]) => options.find((option) => same(query, option)) ?? '';

  return (
    <>
      <form
        className="business-filters"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        data-ready={hydrated || undefined}
      >
        <div className="field field-wide">
          <label htmlFor={`${id}-q`}>Search by category, name, price, location or sale type</label>
          {hydrated ? (
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          ) : (
            <ControlStandIn kind="text" />
          )}
        </div>
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          any="Any category"
          options={categories}
          value={selected(categories)}
          onChange={setQuery}
          live={hydrated}
        />
        <FilterSelect
          id={`${id}-location`}
          label="Location"
          any="Any location"
          options={locations}
          value={selected(locations)}
          onChange={setQuery}
          live={hydrated}
        />
      </form>
      <p role="status" className="business-count">
        {query.trim()
          ? `${results.length} of ${businesses.length} businesses match “${query.trim()}”`
          : `${businesses.length} businesses for sale`}
      </p>
      {results.length === 0 ? (
        <div className="business-empty">
          <h3>No businesses match “{query.trim()}”</h3>
          <p>
            The search looks for your words in each listing’s category, name, price, location and
            sale type. Try a shorter word, a province instead of a town, or clear the search.
          </p>
          <button type="button" className="clear-search" onClick={() => setQuery('')}>
            Clear the search
          </button>
        </div>
      ) : (
        <ul className="business-cards">
          {results.map((business) => (
            <li key={business.id} className="business-card">
              <img src={business.logo} alt="" width={64} height={64} />
              <div>
                <h3>
                  <Link
                    href={`/business-details-page/${business.id}`}
                    onClick={() => chooseBusiness(business.id)}
                  >
                    {business.title}
                  </Link>
                </h3>
                <p className="business-price">CA$ {business.price}</p>
                <p className="business-meta">
                  {business.category} · {business.location}, {business.province} ·{' '}
                  {business.saleType}
                </p>
                <p>{business.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One of the two selects that write the search text; a ControlStandIn until hydration. */
function FilterSelect({
  id,
  label,
  any,
  options,
  value,
  onChange,
  live,
}: {
  id: string;
  label: string;
  any: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  live: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {live ? (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <ControlStandIn kind="select">{any}</ControlStandIn>
      )}
    </div>
  );
}
