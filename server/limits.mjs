// How long the production server (server.mjs) waits for a client, and how many it serves at
// once. Node's own defaults let a client take 60 s to send its headers and 300 s for its whole
// request, with no limit on connections: a few hundred slow clients would hold the server.
// Plain JavaScript so that server.mjs can import it without a build step.

/**
 * The defaults, and why:
 * - headers: 15 s is far beyond any real browser on a slow line, and ends "slowloris" clients
 *   that send their headers a byte at a time;
 * - request: 120 s is what a 5 MB CV needs on a 350 kbit/s mobile connection, the slowest
 *   upload we mean to serve;
 * - keep-alive: Node's 5 s; behind a reverse proxy that keeps connections to us open, make it
 *   longer than the proxy's idle timeout;
 * - connections: 500 open at once, well under a process's usual 1,024 file descriptors (the
 *   embedded database and the logs need some); past it Node closes new connections at once;
 * - body rate: a body must keep coming at 1 KiB/s or more, counted over each 10 s, or its
 *   connection is cut (408). A client sending a byte a second would otherwise hold its
 *   connection for the whole request time, and MAX_CONNECTIONS of them the whole site; the
 *   slowest mobile line we serve (350 kbit/s, about 43 KiB/s) is forty times faster.
 */
export const serverLimitDefaults = {
  HEADERS_TIMEOUT_SECONDS: 15,
  REQUEST_TIMEOUT_SECONDS: 120,
  KEEP_ALIVE_TIMEOUT_SECONDS: 5,
  MAX_CONNECTIONS: 500,
  MIN_BODY_BYTES_PER_SECOND: 1024,
};

/** The span over which a body's rate is counted. */
export const BODY_RATE_WINDOW_MS = 10_000;

/**
 * The limits from the environment (unset or empty: the defaults above); a malformed value stops
 * the server with a message naming the variable.
 * @param {Record<string, string | undefined>} environment
 */
export function serverLimits(environment) {
  /** @type {Record<string, number>} */
  const values = {};
  for (const [name, fallback] of Object.entries(serverLimitDefaults)) {
    const raw = environment[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 100_000) {
      throw new Error(
        `Invalid environment configuration: ${name}: expected a whole number from 1 to 100000, got "${raw}"`,
      );
    }
    values[name] = value;
  }
  // Node requires the headers' time to fit within the request's.
  const headers = Math.min(values.HEADERS_TIMEOUT_SECONDS, values.REQUEST_TIMEOUT_SECONDS);
  return {
    headersTimeout: headers * 1000,
    requestTimeout: values.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    maxConnections: values.MAX_CONNECTIONS,
    minBodyBytesPerSecond: values.MIN_BODY_BYTES_PER_SECOND,
  };
}

/**
 * Cuts a request whose body stops coming at `minBytesPerSecond`, counted over each window, with
 * a 408 (the body's bytes are read off the socket by whoever reads the request, so the count is
 * the socket's). A request whose body has arrived is left alone.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} minBytesPerSecond
 * @param {() => void} onCut
 */
export function requireBodyRate(request, minBytesPerSecond, onCut, windowMs = BODY_RATE_WINDOW_MS) {
  const length = Number(request.headers['content-length'] ?? 0);
  const chunked = /chunked/i.test(String(request.headers['transfer-encoding'] ?? ''));
  if (!(length > 0) && !chunked) return;
  const { socket } = request;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return clearInterval(timer);
    const now = socket.bytesRead;
    if (now - seen < (minBytesPerSecond * windowMs) / 1000) {
      clearInterval(timer);
      onCut();
      const response =
        'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';
      if (socket.writable) socket.end(response, () => socket.destroy());
      else socket.destroy();
      return;
    }
    seen = now;
  }, windowMs);
  timer.unref();
  request.once('close', () => clearInterval(timer));
}
