import 'server-only';
import { HttpError } from './errors';

/**
 * Refuses state-changing requests sent from another site (CSRF): the Origin must be this
 * request's own host. Browsers always send Origin on cross-site POSTs; without it we accept
 * only a Sec-Fetch-Site that says the request did not come from another site.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const host =
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    new URL(request.url).host;
  if (origin) {
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost && originHost === host) return;
  } else {
    const site = request.headers.get('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return;
  }
  throw new HttpError(403, 'This request must come from this site.');
}
