// The client's address as the production server (server.mjs) decides it, for rate limiting.
// Plain JavaScript so that server.mjs can import it without a build step.

/**
 * Reads TRUSTED_PROXY: how many reverse proxies of ours stand in front of the server.
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedProxies(value) {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 10) {
    throw new Error(
      `Invalid environment configuration: TRUSTED_PROXY: expected 0 to 10, got "${value}"`,
    );
  }
  return count;
}

/**
 * The TCP peer is the last hop. With n trusted proxies the peer is our innermost proxy, and each
 * of ours appended the address it saw to X-Forwarded-For: the entry n places from the right of
 * that chain plus the peer is what our outermost proxy saw. Entries further left were written by
 * the client and are ignored; with no trusted proxy every header is ignored.
 * @param {{ peer: string | undefined, forwardedFor: string | string[] | undefined, proxies: number }} hop
 * @returns {string}
 */
export function clientAddressOf({ peer, forwardedFor, proxies }) {
  const chain = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  chain.push(peer || 'unknown');
  const address = chain[Math.max(0, chain.length - 1 - proxies)] ?? 'unknown';
  return address.slice(0, 64);
}
