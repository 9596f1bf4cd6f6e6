/**
 * One table of bad requests for every route handler under app/api, sent over HTTP to a real
 * server: odd methods, broken and hostile paths. Keyed by the handler's file, so a handler
 * without cases shows (see `handlerFiles`). Forms are Server Actions posted to their pages:
 * their cases are in page-post-cases.ts.
 */
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative } from 'node:path';

/** What goes on the wire; `path` is sent exactly as written (broken encodings included). */
export type BadRequest = {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
};

/** Every app/api/**\/route.ts, as a path relative to app/. */
export function handlerFiles(dir = 'app/api'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    return entry.name === 'route.ts' ? [relative('app', path)] : [];
  });
}

const methods = ['PUT', 'DELETE', 'PATCH', 'TRACE'];

const oddSegments = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  'x'.repeat(5000),
  '%E0%A4%A',
  '%C0%AF',
  '%F0%9F%9B%A2',
  '%27%20OR%201%3D1',
  '%3Cb%3E',
];

function pathCases(template: (segment: string) => string): BadRequest[] {
  return oddSegments.map((segment, i) => ({
    name: `odd path #${i}`,
    method: 'GET',
    path: template(segment),
  }));
}

/** Cases per handler file; `path` is appended to the handler's own path unless it starts with '/'. */
export const badRequests: Record<string, { path: string; cases: BadRequest[] }> = {
  'api/community/signed-out/route.ts': {
    path: '/api/community/signed-out',
    cases: pathCases((s) => `/api/community/signed-out?next=${s}`),
  },
  // Without a member's session: 401, and nothing of anyone.
  'api/community/contact-details/route.ts': {
    path: '/api/community/contact-details',
    cases: pathCases((s) => `/api/community/contact-details?member=${s}`),
  },
  // Without a staff session every one of these must refuse (401/403) before reading anything.
  'api/staff/enquiries/[id]/cv/route.ts': {
    path: '/api/staff/enquiries/00000000-0000-0000-0000-000000000000/cv',
    cases: pathCases((s) => `/api/staff/enquiries/${s}/cv`),
  },
  'api/staff/suppliers/documents/[id]/route.ts': {
    path: '/api/staff/suppliers/documents/00000000-0000-0000-0000-000000000000',
    cases: pathCases((s) => `/api/staff/suppliers/documents/${s}`),
  },
  'api/staff/suppliers/identity/[id]/[side]/route.ts': {
    path: '/api/staff/suppliers/identity/00000000-0000-0000-0000-000000000000/front',
    cases: pathCases((s) => `/api/staff/suppliers/identity/${s}/front`).concat(
      pathCases((s) => `/api/staff/suppliers/identity/00000000-0000-0000-0000-000000000000/${s}`),
    ),
  },
  'api/community/opportunities/files/[id]/route.ts': {
    path: '/api/community/opportunities/files/00000000-0000-0000-0000-000000000000',
    cases: pathCases((s) => `/api/community/opportunities/files/${s}`),
  },
  'api/community/opportunities/submission-files/[id]/route.ts': {
    path: '/api/community/opportunities/submission-files/00000000-0000-0000-0000-000000000000',
    cases: pathCases((s) => `/api/community/opportunities/submission-files/${s}`),
  },
  'api/staff/opportunities/files/[id]/route.ts': {
    path: '/api/staff/opportunities/files/00000000-0000-0000-0000-000000000000',
    cases: pathCases((s) => `/api/staff/opportunities/files/${s}`),
  },
  'api/staff/opportunities/submission-files/[id]/route.ts': {
    path: '/api/staff/opportunities/submission-files/00000000-0000-0000-0000-000000000000',
    cases: pathCases((s) => `/api/staff/opportunities/submission-files/${s}`),
  },
  'api/staff/export/route.ts': {
    path: '/api/staff/export',
    cases: pathCases((s) => `/api/staff/export?q=${s}`).concat(
      pathCases((s) => `/api/staff/export?from=${s}&status=${s}`),
    ),
  },
  'api/staff/access/route.ts': {
    path: '/api/staff/access?email=someone%40example.com',
    cases: pathCases((s) => `/api/staff/access?email=${s}`).concat(
      pathCases((s) => `/api/staff/access?email=${s}%40example.com&email=${s}`),
    ),
  },

  // A forged link, any query, any body: a 4xx, and no alert is touched.
  'api/alerts/unsubscribe/route.ts': {
    path: `/api/alerts/unsubscribe?alert=00000000-0000-0000-0000-000000000000&token=${'a'.repeat(64)}`,
    cases: pathCases((s) => `/api/alerts/unsubscribe?alert=${s}&token=${s}`).concat(
      [
        'List-Unsubscribe=One-Click',
        '',
        'x'.repeat(5000),
        '\u0000\ud800',
        'List-Unsubscribe=%00',
      ].map((body, i) => ({
        name: `one-click body #${i}`,
        method: 'POST',
        path: `/api/alerts/unsubscribe?alert=${oddSegments[i]}&token=${'a'.repeat(64)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from(body),
      })),
    ),
  },
  'api/health/route.ts': {
    path: '/api/health',
    cases: pathCases((s) => `/api/health/${s}`).concat(pathCases((s) => `/api/health?x=${s}`)),
  },
  'api/locations/countries/route.ts': {
    path: '/api/locations/countries',
    cases: pathCases((s) => `/api/locations/countries?q=${s}`),
  },
  'api/locations/countries/[country]/states/route.ts': {
    path: '/api/locations/countries/NG/states',
    cases: pathCases((s) => `/api/locations/countries/${s}/states`),
  },
  'api/locations/countries/[country]/states/[state]/cities/route.ts': {
    path: '/api/locations/countries/NG/states/LA/cities',
    cases: pathCases((s) => `/api/locations/countries/NG/states/${s}/cities`).concat(
      pathCases((s) => `/api/locations/countries/${s}/states/${s}/cities`),
    ),
  },
};

/** The table flattened, each case with its absolute path, plus the unsupported methods. */
export function allBadRequests(): (BadRequest & { handler: string })[] {
  return Object.entries(badRequests).flatMap(([handler, { path, cases }]) => [
    ...cases.map((c) => ({ ...c, handler, path: c.path.startsWith('/') ? c.path : path + c.path })),
    ...methods.map((method) => ({ name: `method ${method}`, method, path, handler })),
  ]);
}

/**
 * Sends raw bytes, for requests fetch() refuses to write, and answers the status line. A server
 * may answer (413) and close before a huge body is written: the answer still counts.
 */
/**
 * What `exchange` answers when the server closed the connection while the request's body was
 * still being written: it refuses a body it will not take (too large) before all of it arrives,
 * and our writes then fail (EPIPE, ECONNRESET) before its answer can be read.
 */
export const CLOSED_EARLY = 'closed before the body was sent';

export function exchange(base: string, head: string, body?: Buffer): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = '';
    const statusLine = () => answer.split('\r\n', 1)[0] ?? '';
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(statusLine()));
    socket.on('close', () => resolve(statusLine()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (answer) resolve(statusLine());
      else if (body && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        resolve(CLOSED_EARLY);
      } else reject(error);
    });
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer')));
  });
}

/** The request of a table case on the wire. */
export function sendBadRequest(base: string, request: BadRequest): Promise<string> {
  // A case's headers replace these whatever their case; an empty value leaves one out.
  const headers = new Map<string, [string, string]>();
  const set = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
  set('Host', new URL(base).host);
  set('Origin', base);
  set('Connection', 'close');
  for (const [name, value] of Object.entries(request.headers ?? {})) set(name, value);
  if (request.body) set('Content-Length', String(request.body.byteLength));
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${[...headers.values()]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return exchange(base, head, request.body);
}
