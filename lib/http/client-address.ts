import 'server-only';

/**
 * The client's address, for rate limiting.
 *
 * The production server (server.mjs) overwrites X-Forwarded-For with the one address it
 * decided from the TCP peer and, with TRUSTED_PROXY, our proxies' entries (the rule lives in
 * server/client-address.mjs), so whatever a client sends in that header is gone by now. Under
 * `next dev` Next fills the header from the socket when a request has none.
 */
export function clientAddress(request: Request): string {
  return clientAddressOf(request.headers);
}

/** The same, from a request's headers (a Server Action reads them with `headers()`). */
export function clientAddressOf(headers: Pick<Headers, 'get'>): string {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',');
  const address = chain[chain.length - 1]?.trim() || 'unknown';
  return address.slice(0, 64);
}
