import { z } from 'zod';
import { defineContent } from '@/content/schemas/define';
import { businessSchema, type Business } from '@/content/schemas/canada';

const businessListSchema = z.array(businessSchema).superRefine((list, ctx) => {
  const ids = new Set<string>();
  list.forEach((business, index) => {
    if (ids.has(business.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'id'],
        message: `duplicate id "${business.id}"`,
      });
    }
    ids.add(business.id);
  });
});

/**
 * Businesses for sale in Canada. Prices are whole Canadian dollars (`15_000`), which the site
 * writes as it writes every amount. A listing is shown from its `listedOn` day
 * (lib/businesses/listed.ts), and alerts for searches it matches are mailed once it is.
 */
export const businesses: readonly Business[] = defineContent('businesses', businessListSchema, [
  {
    id: 'family-restaurant-prince-albert',
    title: 'Family restaurant on Central Avenue',
    category: 'Restaurant',
    location: 'Prince Albert',
    province: 'Saskatchewan',
    price: 5_000,
    saleType: 'Sale',
    summary:
      'A 40-seat family restaurant in downtown Prince Albert: kitchen equipment, furniture and recipes included; the lease is transferable.',
    description: [
      'The owners are retiring after eleven years. The sale covers the kitchen equipment, furniture, recipes and the goodwill of a steady lunch trade; the premises are leased and the landlord has agreed in principle to transfer the lease.',
      'The asking price reflects an asset sale: the buyer takes on the lease and renews supplier contracts in their own name.',
    ],
    highlights: [
      '40 seats plus a summer patio',
      'Transferable lease, 4 years remaining',
      'Owners will train the buyer for two weeks',
    ],
    logo: '/images/businesses/restaurant.svg',
    listedOn: '2026-09-14',
  },
  {
    id: 'lakeside-hotel-ontario',
    title: 'Lakeside hotel, 18 rooms',
    category: 'Hotel',
    location: 'Kenora',
    province: 'Ontario',
    price: 15_000,
    saleType: 'Sale',
    summary:
      'The operating business of an 18-room seasonal hotel on Lake of the Woods: furniture, booking system and repeat fishing-trip guests.',
    description: [
      'A seasonal hotel open from May to October, popular with fishing parties who return each year. The sale covers the operating business: furniture, fittings, the booking system and the guest list.',
      'The building stays with its owner and is leased to the buyer on a ten-year lease, which keeps the purchase price low.',
    ],
    highlights: [
      '18 rooms and a guest lounge',
      'Private dock with six boat slips',
      'Online booking system and guest list included',
    ],
    logo: '/images/businesses/hotel.svg',
    listedOn: '2026-09-28',
  },
  {
    id: 'bakery-cafe-quebec-city',
    title: 'Bakery and café in Saint-Roch',
    category: 'Bakery',
    location: 'Quebec City',
    province: 'Quebec',
    price: 185_000,
    saleType: 'Sale',
    summary:
      'A well-reviewed artisan bakery and café in Quebec City’s Saint-Roch district, with wholesale accounts for three local grocers.',
    description: [
      'Bread, viennoiseries and coffee, six days a week. About a third of revenue comes from wholesale accounts with three neighbourhood grocers, which the owner will introduce to the buyer.',
    ],
    highlights: [
      'Deck oven and proofing room, serviced 2025',
      'Three wholesale accounts',
      'Staff of five willing to stay',
    ],
    logo: '/images/businesses/bakery.svg',
    listedOn: '2026-10-05',
  },
  {
    id: 'convenience-store-winnipeg',
    title: 'Neighbourhood convenience store',
    category: 'Retail',
    location: 'Winnipeg',
    province: 'Manitoba',
    price: 95_000,
    saleType: 'Sale',
    summary:
      'A convenience store with a lottery terminal and post-office counter in a residential area of Winnipeg, open seven days a week.',
    description: [
      'Steady local trade with a lottery terminal and a postal counter that bring regular foot traffic. Stock is sold separately at cost on the day of transfer.',
    ],
    highlights: [
      'Lottery terminal and postal counter',
      'Long-term lease at a fixed rent',
      'Stock at cost on transfer',
    ],
    logo: '/images/businesses/retail.svg',
    listedOn: '2026-10-12',
  },
  {
    id: 'motel-charlottetown',
    title: 'Roadside motel near Charlottetown',
    category: 'Motel',
    location: 'Charlottetown',
    province: 'Prince Edward Island',
    price: 640_000,
    saleType: 'Sale',
    summary:
      'A 14-unit motel with owner’s apartment on the Trans-Canada Highway outside Charlottetown, land and buildings included.',
    description: [
      'Land, buildings and business are sold together. The motel is busiest from June to September with tourists and year-round with contractors working on the island.',
    ],
    highlights: [
      '14 units and a two-bedroom owner’s apartment',
      'Land and buildings included',
      'Roof replaced in 2023',
    ],
    logo: '/images/businesses/motel.svg',
    listedOn: '2026-10-19',
  },
  {
    id: 'car-wash-saskatoon',
    title: 'Self-serve car wash',
    category: 'Car wash',
    location: 'Saskatoon',
    province: 'Saskatchewan',
    price: 210_000,
    saleType: 'Lease',
    summary:
      'A four-bay self-serve car wash in Saskatoon offered as a business with a long lease on the land, suited to an owner-operator.',
    description: [
      'Four self-serve bays and one touchless automatic bay, with card payment on every bay. The buyer takes a new fifteen-year ground lease from the landowner.',
    ],
    highlights: [
      'Four self-serve bays and one automatic',
      'Card payment on every bay',
      'Fifteen-year ground lease on offer',
    ],
    logo: '/images/businesses/car-wash.svg',
    listedOn: '2026-10-26',
  },
  {
    id: 'cleaning-company-brandon',
    title: 'Commercial cleaning company',
    category: 'Cleaning services',
    location: 'Brandon',
    province: 'Manitoba',
    price: 48_000,
    saleType: 'Sale',
    summary:
      'A commercial cleaning company in Brandon with twelve contracted office and clinic clients, two vans and trained staff.',
    description: [
      'Twelve clients on written contracts, mostly offices and clinics, cleaned in the evenings. Two vans and all equipment are included.',
    ],
    highlights: [
      'Twelve contracted clients',
      'Two vans and equipment included',
      'Eight part-time staff',
    ],
    logo: '/images/businesses/cleaning.svg',
    listedOn: '2026-11-02',
  },
  {
    id: 'coffee-franchise-laval',
    title: 'Coffee shop franchise',
    category: 'Coffee shop',
    location: 'Laval',
    province: 'Quebec',
    price: 135_000,
    saleType: 'Franchise resale',
    summary:
      'An established coffee shop franchise in a Laval shopping centre, sold with the franchisor’s approval and training for the new owner.',
    description: [
      'The franchisor must approve the buyer and provides four weeks of training. Remaining franchise term is seven years, renewable.',
    ],
    highlights: [
      'Seven years left on the franchise term',
      'Franchisor training included',
      'High-traffic shopping centre unit',
    ],
    logo: '/images/businesses/coffee.svg',
    listedOn: '2026-11-18',
  },
]);

/**
 * The search's location choices: the provinces and territories that have listings, so a town is
 * found under its province (the seed's Prince Albert under Saskatchewan) or by typing its name.
 */
export const businessLocations = [...new Set(businesses.map((b) => b.province))].sort();

/** The categories of the listings above, for the category select. */
export const businessCategories = [...new Set(businesses.map((b) => b.category))].sort();

export function findBusiness(id: string): Business | undefined {
  return businesses.find((business) => business.id === id);
}

/** Site paths of every listing's page, for the sitemap. */
export const businessPaths = businesses.map((b) => `/business-details-page/${b.id}`);
