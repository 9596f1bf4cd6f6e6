import 'server-only';
import { env } from '@/lib/env';

/**
 * The client's address, for rate limiting.
 *
 * Next's server writes the socket's peer address into X-Forwarded-For when the request has none
 * (and route handlers cannot see the socket otherwise). With TRUSTED_PROXY=n (our n proxies in
 * front, each appending the address it saw) the entry n places from the right is the one our
 * outermost proxy saw; entries further left were written by the client and are ignored. With
 * no trusted proxy only the last entry counts. A client talking to the server directly can
 * still forge that single value, which is why every limit is also kept per account.
 */
export function clientAddress(request: Request): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = Math.max(1, env().TRUSTED_PROXY);
  const address = chain[chain.length - hops] ?? chain[0] ?? 'unknown';
  return address.slice(0, 64);
}
