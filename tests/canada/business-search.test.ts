import { describe, expect, it } from '@jest/globals';
import { businessCategories, businessLocations, businesses } from '@/content/businesses';
import { storedCriteria } from '@/lib/alerts/criteria';
import {
  describeFilters,
  filtersToSearch,
  matchesBusiness,
  noFilters,
  readFilters,
  searchBusinesses,
  type BusinessFilters,
} from '@/lib/businesses/business-search';

const ids = (q: string, more: Partial<BusinessFilters> = {}) =>
  searchBusinesses(businesses, { ...noFilters, q, ...more }).map((b) => b.id);
const choices = { categories: businessCategories, locations: businessLocations };

describe('business search', () => {
  it('shows every listing for an empty search', () => {
    expect(ids('')).toHaveLength(businesses.length);
    expect(ids('   ')).toHaveLength(businesses.length);
  });

  it('keeps the seed’s two listings', () => {
    expect(businesses.find((b) => b.category === 'Restaurant')).toMatchObject({
      location: 'Prince Albert',
      province: 'Saskatchewan',
      price: 5000,
    });
    expect(businesses.find((b) => b.category === 'Hotel')).toMatchObject({
      province: 'Ontario',
      price: 15000,
    });
  });

  it('offers the provinces and territories that have listings as its locations', () => {
    expect(businessLocations).toEqual([
      'Manitoba',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
    ]);
    expect(ids('', { location: 'Ontario' })).toEqual(['lakeside-hotel-ontario']);
    // A province, not a substring of a place: Quebec is not "Quebec City" in another province.
    expect(ids('', { location: 'Quebec' }).sort()).toEqual([
      'bakery-cafe-quebec-city',
      'coffee-franchise-laval',
    ]);
  });

  it('matches category, title, price, location and sale type, ignoring case', () => {
    expect(ids('RESTAURANT')).toEqual(['family-restaurant-prince-albert']);
    expect(ids('lakeside')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('15,000.00')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('ontario')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('prince albert')).toEqual(['family-restaurant-prince-albert']);
    expect(ids('franchise resale')).toEqual(['coffee-franchise-laval']);
  });

  it('finds a price typed as the cards show it, as it used to be shown, or bare', () => {
    for (const typed of ['CA$95,000', 'ca$ 95,000.00', '$95,000', '95,000.00', 'CAD 95000'])
      expect({ typed, found: ids(typed) }).toEqual({
        typed,
        found: ['convenience-store-winnipeg'],
      });
    // The currency asks for the price from its first digit; a bare number is found anywhere.
    expect(ids('CA$5,000')).toEqual(['family-restaurant-prince-albert']);
    expect(ids('CA$1')).toEqual(
      expect.arrayContaining(['lakeside-hotel-ontario', 'bakery-cafe-quebec-city']),
    );
    expect(ids('5000')).toEqual(
      expect.arrayContaining(['family-restaurant-prince-albert', 'lakeside-hotel-ontario']),
    );
    expect(ids('CA$95,000.50')).toEqual([]);
  });

  it('finds a price typed without commas and a place typed without accents', () => {
    expect(ids('5000')).toContain('family-restaurant-prince-albert');
    expect(
      matchesBusiness({ ...businesses[0]!, location: 'Montréal' }, { ...noFilters, q: 'montreal' }),
    ).toBe(true);
  });

  it('gives a result for every location and category in the selects', () => {
    for (const location of businessLocations)
      expect(ids('', { location }).length).toBeGreaterThan(0);
    for (const category of businessCategories)
      expect(ids('', { category }).length).toBeGreaterThan(0);
    expect(ids('', { location: 'Saskatchewan' })).toEqual(
      expect.arrayContaining(['family-restaurant-prince-albert', 'car-wash-saskatoon']),
    );
  });

  it('narrows the text by category and location together', () => {
    expect(ids('', { category: 'Restaurant', location: 'Saskatchewan' })).toEqual([
      'family-restaurant-prince-albert',
    ]);
    expect(ids('hotel', { location: 'Manitoba' })).toEqual([]);
  });

  it('finds nothing for an unrelated search', () => {
    expect(ids('submarine')).toEqual([]);
  });
});

describe('business search in the URL', () => {
  it('reads the filters, ignoring choices that are not offered and control characters', () => {
    expect(
      readFilters(
        new URLSearchParams('q=%20Hotel%00%0A&category=Restaurant&location=Mars'),
        choices,
      ),
    ).toEqual({ q: 'Hotel', category: 'Restaurant', location: '' });
    expect(readFilters({ q: ['a', 'b'], category: undefined }, choices)).toEqual({
      ...noFilters,
      q: 'a',
    });
    expect(readFilters({ q: 'x'.repeat(500) }, choices).q).toHaveLength(100);
  });

  it('writes only the filters that are set, and reads back what it wrote', () => {
    const filters = { q: 'café & bar', category: 'Restaurant', location: '' };
    expect(filtersToSearch(noFilters)).toBe('');
    expect(filtersToSearch(filters)).toBe('?q=caf%C3%A9+%26+bar&category=Restaurant');
    expect(readFilters(new URLSearchParams(filtersToSearch(filters)), choices)).toEqual(filters);
  });

  it('says what is searched for as a visitor would', () => {
    expect(describeFilters({ q: 'hotel', category: '', location: 'Manitoba' })).toBe(
      '“hotel” in Manitoba',
    );
    expect(describeFilters({ ...noFilters, category: 'Restaurant' })).toBe('Restaurant');
    expect(describeFilters(noFilters)).toBe('');
  });
});

describe('business alerts kept from the earlier location list', () => {
  it('read a town once offered as a location as its province', () => {
    expect(storedCriteria('businesses', { location: 'Prince Albert', q: '' })).toEqual({
      kind: 'businesses',
      businesses: { q: '', category: '', location: 'Saskatchewan' },
    });
    expect(storedCriteria('businesses', { location: 'Manitoba' })).toMatchObject({
      businesses: { location: 'Manitoba' },
    });
  });
});
