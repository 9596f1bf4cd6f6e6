import { findListedBusiness } from '@/lib/businesses/listed';
import { findPostedJob } from '@/lib/jobs/open-jobs';

/**
 * Whether `pathname` is a job's or a listing's page with no job or listing behind it now. Those
 * pages are drawn per request, and a page that calls `notFound()` while drawn per request is sent
 * with an empty body (its "not found" exists only in the script payload): blank without
 * JavaScript, to a crawler and for seconds on a phone. So the page draws its own "not found" and
 * the proxy, asking this, gives it the 404 status.
 */
export function isMissingItem(pathname: string, now = new Date()): boolean {
  const [, route, id, ...rest] = pathname.split('/');
  if (id === undefined || rest.length > 0) return false;
  const key = safeDecode(id);
  if (route === 'job-detail-page') return key === undefined || !findPostedJob(key, now);
  if (route === 'business-details-page') return key === undefined || !findListedBusiness(key, now);
  return false;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
