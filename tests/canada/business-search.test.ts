import { describe, expect, it } from '@jest/globals';
import { businessCategories, businessLocations, businesses } from '@/content/businesses';
import { matchesBusiness, searchBusinesses } from '@/lib/businesses/business-search';

const ids = (query: string) => searchBusinesses(businesses, query).map((b) => b.id);

describe('business search', () => {
  it('shows every listing for an empty search', () => {
    expect(ids('')).toHaveLength(businesses.length);
    expect(ids('   ')).toHaveLength(businesses.length);
  });

  it('keeps the seed’s two listings', () => {
    expect(businesses.find((b) => b.category === 'Restaurant')).toMatchObject({
      location: 'Prince Albert',
      price: '5,000.00',
    });
    expect(businesses.find((b) => b.category === 'Hotel')).toMatchObject({
      province: 'Ontario',
      price: '15,000.00',
    });
  });

  it('matches category, title, price, location and sale type, ignoring case', () => {
    expect(ids('RESTAURANT')).toEqual(['family-restaurant-prince-albert']);
    expect(ids('lakeside')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('15,000.00')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('ontario')).toEqual(['lakeside-hotel-ontario']);
    expect(ids('franchise resale')).toEqual(['coffee-franchise-laval']);
  });

  it('finds a price typed without commas and a place typed without accents', () => {
    expect(ids('5000')).toContain('family-restaurant-prince-albert');
    expect(matchesBusiness({ ...businesses[0]!, location: 'Montréal' }, 'montreal')).toBe(true);
  });

  it('gives a result for every location and category in the selects', () => {
    for (const option of [...businessLocations, ...businessCategories])
      expect(ids(option).length).toBeGreaterThan(0);
    expect(ids('Saskatchewan')).toEqual(
      expect.arrayContaining(['family-restaurant-prince-albert', 'car-wash-saskatoon']),
    );
  });

  it('finds nothing for an unrelated search', () => {
    expect(ids('submarine')).toEqual([]);
  });
});
