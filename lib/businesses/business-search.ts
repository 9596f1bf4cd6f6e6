/**
 * The business search: a text matched case-insensitively (and without accents) as a substring of
 * a listing's category, title, price, location or sale type, narrowed by an optional category
 * and location. Pure, so the page on the server, the search's client component and the tests
 * share it; the filters live in the page's URL (?q=&category=&location=).
 */

export type SearchableBusiness = {
  title: string;
  category: string;
  price: string;
  location: string;
  province: string;
  saleType: string;
};

export type BusinessFilters = { q: string; category: string; location: string };

export const noFilters: BusinessFilters = { q: '', category: '', location: '' };

const MAX_QUERY = 100;

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const place = (business: SearchableBusiness) => `${business.location}, ${business.province}`;

function matchesText(business: SearchableBusiness, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  const fields = [
    business.category,
    business.title,
    business.price,
    // "15000" finds "15,000.00" as well.
    business.price.replace(/,/g, ''),
    place(business),
    business.saleType,
  ];
  return fields.some((field) => normalise(field).includes(needle));
}

export function matchesBusiness(
  business: SearchableBusiness,
  { q, category, location }: BusinessFilters,
): boolean {
  return (
    matchesText(business, q) &&
    (!category || normalise(business.category) === normalise(category)) &&
    (!location || normalise(place(business)).includes(normalise(location)))
  );
}

export function searchBusinesses<B extends SearchableBusiness>(
  list: readonly B[],
  filters: BusinessFilters,
): B[] {
  return list.filter((business) => matchesBusiness(business, filters));
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  // Control characters never belong in a search, and a very long one is not a search.
  return (first ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, MAX_QUERY);
}

/** The filters in a URL; a category or location that is not one of the choices is ignored. */
export function readFilters(
  params: Params,
  choices: { categories: readonly string[]; locations: readonly string[] },
): BusinessFilters {
  const pick = (value: string, options: readonly string[]) =>
    options.find((option) => option === value) ?? '';
  return {
    q: param(params, 'q'),
    category: pick(param(params, 'category'), choices.categories),
    location: pick(param(params, 'location'), choices.locations),
  };
}

/** The query string for a set of filters, without the empty ones ("" for none). */
export function filtersToSearch(filters: BusinessFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The alert form for these filters (lib/alerts): "E-mail me new listings like this". */
export function businessAlertHref(filters: BusinessFilters): string {
  return `/alerts?kind=businesses${filtersToSearch(filters).replace('?', '&')}`;
}

/** "hotel", "Restaurant in Manitoba": the filters as a visitor would say them. */
export function describeFilters({ q, category, location }: BusinessFilters): string {
  const what = [q && `“${q}”`, category].filter(Boolean).join(', ');
  return [what, location && `in ${location}`].filter(Boolean).join(' ');
}
