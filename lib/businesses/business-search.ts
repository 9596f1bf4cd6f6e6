/**
 * The business search: a text matched case-insensitively (and without accents) as a substring of
 * a listing's category, title, location or sale type, or read as a price, narrowed by an
 * optional category and province. Pure, so the page on the server, the search's client
 * component and the tests share it; the filters live in the page's URL (?q=&category=&location=).
 */

export type SearchableBusiness = {
  title: string;
  category: string;
  /** Whole Canadian dollars. */
  price: number;
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

/**
 * A price as a visitor types it: as the cards show it ("CA$95,000"), as it used to be shown
 * ("CA$ 95,000.00"), or bare ("95000", "$95,000"). The currency before it, or cents after it, ask
 * for that price from its first digit ("CA$95" finds 95,000 and not 195,000); cents ask for
 * exactly it; a bare number is found anywhere in a price, as any text is.
 */
const PRICE = /^(ca\$|c\$|cad|\$)?(\d[\d,]*)(?:\.(\d{0,2}))?(?:cad)?$/;

function matchesPrice(price: number, needle: string): boolean {
  const typed = PRICE.exec(needle.replace(/\s/g, ''));
  if (!typed) return false;
  const [, currency, whole = '', cents] = typed;
  if (cents && /[1-9]/.test(cents)) return false; // listings are priced in whole dollars
  const digits = whole.replace(/,/g, '');
  const written = String(price);
  if (cents !== undefined) return written === digits;
  return currency ? written.startsWith(digits) : written.includes(digits);
}

function matchesText(business: SearchableBusiness, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  const fields = [business.category, business.title, place(business), business.saleType];
  return (
    fields.some((field) => normalise(field).includes(needle)) ||
    matchesPrice(business.price, needle)
  );
}

export function matchesBusiness(
  business: SearchableBusiness,
  { q, category, location }: BusinessFilters,
): boolean {
  return (
    matchesText(business, q) &&
    (!category || normalise(business.category) === normalise(category)) &&
    (!location || normalise(business.province) === normalise(location))
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
