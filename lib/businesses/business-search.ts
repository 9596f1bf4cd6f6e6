/**
 * The business search: one search text, fed by the text box and by both selects, matched
 * case-insensitively as a substring of a listing's category, title, price, location or sale
 * type (the original site's rule). Pure, so the search's client component and the tests share it.
 */

export type SearchableBusiness = {
  title: string;
  category: string;
  price: string;
  location: string;
  province: string;
  saleType: string;
};

function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesBusiness(business: SearchableBusiness, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  const fields = [
    business.category,
    business.title,
    business.price,
    // "15000" finds "15,000.00" as well.
    business.price.replace(/,/g, ''),
    `${business.location}, ${business.province}`,
    business.saleType,
  ];
  return fields.some((field) => normalise(field).includes(needle));
}

export function searchBusinesses<B extends SearchableBusiness>(
  list: readonly B[],
  query: string,
): B[] {
  return list.filter((business) => matchesBusiness(business, query));
}
