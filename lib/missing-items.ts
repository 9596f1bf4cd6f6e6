import { findListedBusiness } from '@/lib/businesses/listed';
import { findPostedJob } from '@/lib/jobs/open-jobs';

/**
 * Whether `pathname` is a job's or a listing's page with no job or listing behind it now. Those
 * pages are drawn per request, and a page that calls `notFound()` while drawn per request is sent
 * with an empty body (its "not found" exists only in the script payload): blank without
 * JavaScript, to a crawler and for seconds on a phone. So the page draws its own "not found" and
 * the proxy, asking this, gives it the 404 status.
 */
export async function isMissingItem(pathname: string, now = new Date()): Promise<boolean> {
  const [, route, id, ...rest] = pathname.split('/');
  if (id === undefined || rest.length > 0) return false;
  const key = safeDecode(id);
  if (route === 'job-detail-page') return key === undefined || !findPostedJob(key, now);
  if (route === 'business-details-page') return key === undefined || !findListedBusiness(key, now);
  if (route === 'opportunities') {
    const check = (globalThis as Registry)[OPPORTUNITY_CHECK];
    return key === undefined || (check ? !(await check(key)) : false);
  }
  return false;
}

/**
 * Opportunities live in the database, which the proxy does not open (lib/db is the app's): the
 * server registers, once it has opened the database (instrumentation.ts), how to ask whether an
 * opportunity's public summary is there. Until then the page still draws its "not found", with a
 * 200.
 */
const OPPORTUNITY_CHECK = Symbol.for('deltacrest.public-opportunity');
type Registry = typeof globalThis & { [OPPORTUNITY_CHECK]?: (id: string) => Promise<boolean> };

export function registerOpportunityCheck(check: (id: string) => Promise<boolean>): void {
  (globalThis as Registry)[OPPORTUNITY_CHECK] = check;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
