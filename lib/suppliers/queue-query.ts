import { services } from '@/content/services';
import type { QueueFilters } from '@/lib/db/queries/review-queue';
import { companyStates, supplierClasses } from '@/lib/db/supplier-schema';

/**
 * The review queue's filters from its address (a GET form): anything not one of the choices is
 * dropped and said so, never an error.
 */
type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const stateFilters = ['waiting', 'all', ...companyStates] as const;

export function parseQueueQuery(params: Params) {
  const rejected: string[] = [];
  const choice = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = one(params[name]);
    if (!value) return undefined;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    rejected.push(name);
    return undefined;
  };
  const q = one(params.q)?.trim().slice(0, 100) || undefined;
  const filters: QueueFilters = {
    state: choice('state', stateFilters) ?? 'waiting',
    supplierClass: choice('class', supplierClasses),
    trade: choice(
      'trade',
      services.map((service) => service.slug),
    ),
    expiry: choice('expiry', ['expiring', 'expired'] as const),
    q,
  };
  const pageText = one(params.page);
  const page = pageText && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { filters, page, rejected };
}

/** The address of the queue with these filters (and page). */
export function queueSearch(filters: QueueFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.state !== 'waiting') query.set('state', filters.state);
  if (filters.supplierClass) query.set('class', filters.supplierClass);
  if (filters.trade) query.set('trade', filters.trade);
  if (filters.expiry) query.set('expiry', filters.expiry);
  if (filters.q) query.set('q', filters.q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
