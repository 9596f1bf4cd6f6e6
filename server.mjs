// The production server: Next's request handler behind a thin edge that Next itself does not
// provide. It decides the client's address from the TCP peer (and, with TRUSTED_PROXY=n, our
// n proxies' X-Forwarded-For entries) and overwrites X-Forwarded-For with it, so a client
// cannot choose its rate-limit bucket; gives every request an id (X-Request-Id) for the logs;
// refuses, before Next sees them, methods no route serves (TRACE, TRACK, ...) and paths whose
// percent-encoding is broken, which Next would answer with 500; and cuts off clients too slow
// to send a request or its body, past a cap on open connections (server/limits.mjs). A prerendered page
// gets its Content-Security-Policy (the hashes of its inline scripts) here, so that proxy.ts
// need not run for it. It defers every page's start-up scripts past its first paint
// (server/rewrite-pages.mjs), which is why it, not Next, compresses responses. At start it
// marks the framework's chunks with V8's compile hint (server/compile-hints.mjs).
// Usage: `npm start` (PORT, default 3000; HOSTNAME, default every interface).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import next from 'next';
import compression from 'next/dist/compiled/compression/index.js';
import { buildPolicies } from './lib/csp/build-output.mjs';
import { STATIC_POLICY_HEADER } from './lib/csp/policy.mjs';
import { startupScriptRewriter } from './lib/startup-scripts.mjs';
import { clientAddressOf, trustedProxies } from './server/client-address.mjs';
import { addCompileHints } from './server/compile-hints.mjs';
import { formOpenedCookie, formTimeKey } from './lib/enquiries/form-time.mjs';
import { requireBodyRate, serverLimits } from './server/limits.mjs';
import { rewritePages } from './server/rewrite-pages.mjs';
import { isPagePost, pagePostRefusal } from './server/page-posts.mjs';

const SERVED_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const proxies = trustedProxies(process.env.TRUSTED_PROXY);
const limits = serverLimits(process.env);

function refuse(response, status, message, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  });
  response.end(JSON.stringify({ message }));
}

/**
 * A refused form post, in words its sender can read: a page for a browser that posted the form
 * itself (no JavaScript), JSON for a script. The body is not read: the connection closes.
 */
function refuseFormPost(request, response, { status, message }) {
  const page =
    String(request.headers.accept ?? '').includes('text/html') && !request.headers['next-action'];
  if (!page) {
    refuse(response, status, message);
    return;
  }
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The form was not sent</title></head><body><main><h1>The form was not sent</h1><p>${message}</p><p>Go back to the form and try again.</p></main></body></html>`,
  );
}

/**
 * A post to a page that Next itself cannot read (a multipart body that does not parse, an
 * action's arguments in a form React refuses) ends in a 500 from the framework before any of our
 * code runs; our forms' own code answers every failure itself (lib/forms/core.ts). So for posts
 * to pages a 500 becomes a 400 that says so, logged with the request's id.
 */
function answerUnreadablePostsWith400(request, response) {
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  let replaced = false;
  response.writeHead = (status, ...rest) => {
    if (status !== 500 || response.headersSent) return writeHead(status, ...rest);
    replaced = true;
    process.stdout.write(
      `${JSON.stringify({ level: 40, time: Date.now(), requestId: request.headers['x-request-id'], msg: 'a form post the framework could not read was answered 400' })}\n`,
    );
    for (const name of ['content-type', 'content-length', 'content-encoding', 'vary', 'etag']) {
      response.removeHeader(name);
    }
    return writeHead(400, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
  };
  response.write = (...args) => (replaced ? true : write(...args));
  response.end = (...args) => {
    if (!replaced) return end(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    return end('The form could not be read. Go back to it and send it again.', callback);
  };
}

/**
 * Next's own compression (its middleware, as `next start` applies it), applied here rather than
 * by Next (next.config.mjs: compress: false) so that server/rewrite-pages.mjs, installed after
 * it, reads each page before it is compressed. As in Next, a client that leaves mid-response
 * must not leave its zlib stream open.
 */
const compressResponse = compression();
function compress(request, response) {
  compressResponse(request, response, () => {});
  response.once('close', () => {
    if (response.writableFinished) return;
    const noop = () => {};
    const stream = response.on('drain', noop);
    if (stream === response || typeof stream?.destroy !== 'function') response.off('drain', noop);
    else stream.destroy();
  });
}

function hasBrokenEncoding(url) {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const build = `${import.meta.dirname}/.next`;
if (!existsSync(`${build}/BUILD_ID`)) {
  console.error(`No production build in ${build}: run \`npm run build\` first.`);
  process.exit(1);
}
try {
  addCompileHints(build);
} catch (error) {
  // A read-only deployment still serves the site, only without the mark.
  console.error(JSON.stringify({ level: 40, msg: `compile hints not added: ${error.message}` }));
}

// The app refuses to start in production without this edge (instrumentation.ts): under a plain
// `next start` the client address, the form checks above and the prerendered pages' policy
// would silently be missing.
globalThis[Symbol.for('deltacrest.edge')] = true;
// The key that signs when an enquiry page was opened (server/form-time.mjs), made before the app
// loads so its forms find it.
formTimeKey();
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const policies = buildPolicies(build);

/** Puts a prerendered page's policy on the response and marks the request as done (see proxy.ts). */
function setStaticPagePolicy(request, response) {
  delete request.headers[STATIC_POLICY_HEADER];
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const policy = policies.prerendered((request.url ?? '/').split(/[?#]/, 1)[0]);
  if (!policy) return;
  request.headers[STATIC_POLICY_HEADER] = '1';
  response.setHeader('Content-Security-Policy', policy);
}

const server = createServer(
  {
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    // Node checks the two timeouts above on this interval (30 s by default), which would let a
    // slow client stay up to half a minute past them.
    connectionsCheckingInterval: 1000,
  },
  (request, response) => {
    if (!SERVED_METHODS.includes(request.method ?? '')) {
      refuse(response, 405, 'This method is not allowed.', { Allow: SERVED_METHODS.join(', ') });
      return;
    }
    if (hasBrokenEncoding(request.url ?? '/')) {
      refuse(response, 400, 'The address of this request is not valid.');
      return;
    }
    const refusal = pagePostRefusal({
      method: request.method ?? '',
      path: (request.url ?? '/').split(/[?#]/, 1)[0],
      headers: request.headers,
    });
    if (refusal) {
      refuseFormPost(request, response, refusal);
      return;
    }
    if (isPagePost(request.method ?? '', (request.url ?? '/').split(/[?#]/, 1)[0])) {
      answerUnreadablePostsWith400(request, response);
    }
    request.headers['x-forwarded-for'] = clientAddressOf({
      peer: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      proxies,
    });
    request.headers['x-request-id'] = randomUUID();
    requireBodyRate(request, limits.minBodyBytesPerSecond, () =>
      process.stdout.write(
        `${JSON.stringify({ level: 40, time: Date.now(), requestId: request.headers['x-request-id'], msg: 'a request body came too slowly; its connection was cut (408)' })}\n`,
      ),
    );
    setStaticPagePolicy(request, response);
    const opened = formOpenedCookie({
      method: request.method ?? '',
      path: (request.url ?? '/').split(/[?#]/, 1)[0],
      secure: Boolean(request.socket.encrypted) || request.headers['x-forwarded-proto'] === 'https',
    });
    if (opened) response.setHeader('Set-Cookie', opened);
    compress(request, response);
    rewritePages(response, startupScriptRewriter);
    handle(request, response);
  },
);
// Past this many open connections Node closes new ones at once (server/limits.mjs says why).
server.maxConnections = limits.maxConnections;

// Answers for what Node's HTTP parser refuses before any handler runs: a method it does not know
// (TRACK, ...), a client too slow with its request, headers too large, anything malformed.
const clientErrorStatus = {
  HPE_INVALID_METHOD: '405 Method Not Allowed',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};
server.on('clientError', (error, socket) => {
  if (!socket.writable) return;
  const status = clientErrorStatus[error.code] ?? '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

server.listen(port, hostname, () => {
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), msg: `Ready on port ${port}` })}\n`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Requests still in flight get a few seconds; a stuck keep-alive client does not hold us.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
