'use client';

import Link from '@/components/ui/Link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  businessAlertHref,
  describeFilters,
  filtersToSearch,
  noFilters,
  readFilters,
  searchBusinesses,
  type BusinessFilters,
  type SearchableBusiness,
} from '@/lib/businesses/business-search';
import { useAppStore } from '@/stores/app-store';
import { rememberSearch } from '@/stores/business-search';

/** A listing's card; its logo and its written price are made by the server half. */
export type BusinessCard = SearchableBusiness & {
  id: string;
  summary: string;
  priceLabel: string;
  logo: ReactNode;
};

type Props = {
  businesses: BusinessCard[];
  categories: string[];
  locations: string[];
};

/** Puts a search in the page's address; Next's router follows (useSearchParams reads it back). */
function go(filters: BusinessFilters, history: 'push' | 'replace') {
  const address = `${window.location.pathname}${filtersToSearch(filters)}`;
  if (history === 'push') window.history.pushState(null, '', address);
  else window.history.replaceState(null, '', address);
}

/**
 * The business search: a GET form whose state is the page's URL, read with useSearchParams as
 * the job list reads its answers. Without JavaScript the server filters on submit; with it the
 * list follows every change at once: a choice or a submit adds a history entry, typing replaces
 * it, so Back (from a listing too), a reload and a shared link all show the search the URL names.
 * Only the words being typed run ahead of the URL, until it has caught up with them.
 */
export function BusinessSearch({ businesses, categories, locations }: Props) {
  const params = useSearchParams();
  const fromUrl = readFilters(params, { categories, locations });
  const inUrl = filtersToSearch(fromUrl);
  // What was typed or chosen before the page could respond, until the URL says something else
  // (it has caught up, or the visitor went elsewhere): the router may not see the address
  // changed while the page is still starting.
  const [early, setEarly] = useState<{ filters: BusinessFilters; url: string } | null>(null);
  if (early && early.url !== inUrl) setEarly(null);
  const base = early && early.url === inUrl ? early.filters : fromUrl;
  const [typing, setTyping] = useState<string | null>(null);
  if (typing !== null && typing === fromUrl.q) setTyping(null);
  const filters = { ...base, q: typing ?? base.q };
  const chooseBusiness = useAppStore((state) => state.chooseBusiness);
  const id = useId();
  const results = searchBusinesses(businesses, filters);
  const described = describeFilters(filters);

  // What a visitor typed or chose before the page could respond is kept, not reset.
  const formRef = useRef<HTMLFormElement>(null);
  const rendered = useRef(inUrl);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    const typed = readFilters(Object.fromEntries(entries), { categories, locations });
    if (filtersToSearch(typed) === rendered.current) return;
    setEarly({ filters: typed, url: rendered.current });
    go(typed, 'replace');
  }, [categories, locations]);

  // The visitor's first change once the page responds takes over from what came early: left in
  // place, a search cleared back to the address the page opened with would show the early one.
  const type = (q: string) => {
    go({ ...base, q }, 'replace');
    setEarly(null);
    setTyping(q);
  };
  const choose = (next: BusinessFilters) => {
    go(next, 'push');
    setEarly(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(filters);
  };

  return (
    <>
      <form
        ref={formRef}
        className="business-filters"
        role="search"
        method="get"
        action="/business-search"
        onSubmit={onSubmit}
      >
        <div className="field field-wide">
          <label htmlFor={`${id}-q`}>Search by category, name, price, location or sale type</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={filters.q}
            onChange={(event) => type(event.target.value)}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <FilterSelect
          id={`${id}-category`}
          name="category"
          label="Category"
          any="Any category"
          options={categories}
          value={filters.category}
          onChange={(category) => choose({ ...filters, category })}
        />
        <FilterSelect
          id={`${id}-location`}
          name="location"
          label="Location"
          any="Any location"
          options={locations}
          value={filters.location}
          onChange={(location) => choose({ ...filters, location })}
        />
        <button type="submit" className="search-button">
          Search
        </button>
      </form>
      <p role="status" className="business-count">
        {described
          ? `${results.length} of ${businesses.length} businesses match ${described}`
          : `${businesses.length} businesses for sale`}
      </p>
      <p className="business-alert">
        <Link href={businessAlertHref(filters)}>E-mail me new listings like this</Link>
      </p>
      {results.length === 0 ? (
        <div className="business-empty">
          <h3>No businesses match {described}</h3>
          <p>
            The search looks for your words in each listing’s category, name, price, location and
            sale type. Try a shorter word, a province instead of a town, another category, or clear
            the search.
          </p>
          <Link
            className="clear-search"
            href="/business-search"
            onClick={(event) => {
              event.preventDefault();
              setTyping(null);
              choose(noFilters);
            }}
          >
            Clear the search
          </Link>
        </div>
      ) : (
        <ul className="business-cards">
          {results.map((business) => (
            <li key={business.id} className="business-card">
              {business.logo}
              <div>
                <h3>
                  <Link
                    href={`/business-details-page/${business.id}`}
                    onClick={() => {
                      chooseBusiness(business.id);
                      rememberSearch(filtersToSearch(filters));
                    }}
                  >
                    {business.title}
                  </Link>
                </h3>
                <p className="business-price">{business.priceLabel}</p>
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

function FilterSelect({
  id,
  name,
  label,
  any,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}
