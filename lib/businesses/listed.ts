import { businesses, findBusiness } from '@/content/businesses';
import type { Business } from '@/content/schemas/canada';
import { dayStarts } from '@/lib/published';

/**
 * The listings on the site now: a listing with a `listedOn` day is shown, searched and mailed to
 * alerts from that day on, without a new build. Read per request, like the open jobs.
 */
export function isListed(business: Business, now = new Date()): boolean {
  return !business.listedOn || now >= dayStarts(business.listedOn);
}

export function listedBusinesses(now = new Date()): Business[] {
  return businesses.filter((business) => isListed(business, now));
}

export function findListedBusiness(id: string, now = new Date()): Business | undefined {
  const business = findBusiness(id);
  return business && isListed(business, now) ? business : undefined;
}
