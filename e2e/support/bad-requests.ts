/**
 * One table of bad requests for every route handler under app/api, sent over HTTP to a real
 * server: odd methods, broken and hostile paths, bodies that are not what the handler reads.
 * Keyed by the handler's file, so a handler without cases shows (see `handlerFiles`).
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

const json = { 'content-type': 'application/json' };
const oddStrings = [
  'Ada\u0000Lovelace',
  '\u0007\u001b[31m\r\n',
  '\ud800',
  '\udfff\ud800',
  '\u202Eevil\u202C\u200B',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️🔥 e\u0301',
  'x'.repeat(100_000),
];
const wrongTypes: unknown[] = [null, 0, true, [], {}, { $ne: '' }];
const methods = ['PUT', 'DELETE', 'PATCH', 'TRACE'];

/** Writes a JSON string keeping lone surrogates as escapes, as a hostile client may. */
const rawJson = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

function post(name: string, headers: Record<string, string>, body?: Buffer): BadRequest {
  return { name, method: 'POST', path: '', headers, ...(body ? { body } : {}) };
}

function jsonCases(valid: Record<string, unknown>): BadRequest[] {
  const list: BadRequest[] = [
    post('no body', json),
    post('malformed JSON', json, Buffer.from('{"a":')),
    post('JSON array', json, Buffer.from('[1]')),
    post('text/plain', { 'content-type': 'text/plain' }, rawJson(valid)),
    post('invalid UTF-8', json, Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d])),
    post('huge body', json, rawJson({ ...valid, pad: 'x'.repeat(2_000_000) })),
    post('deeply nested', json, Buffer.from('['.repeat(5000) + ']'.repeat(5000))),
  ];
  for (const field of Object.keys(valid)) {
    const mutated = (value: unknown) => rawJson({ ...valid, [field]: value });
    wrongTypes.forEach((value, i) =>
      list.push(post(`${field} wrong type #${i}`, json, mutated(value))),
    );
    oddStrings.forEach((value, i) =>
      list.push(post(`${field} odd string #${i}`, json, mutated(value))),
    );
  }
  return list;
}

/** A URL-encoded form, as the staff pages post it, with odd values in each field. */
function formCases(valid: Record<string, string>): BadRequest[] {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const encode = (fields: Record<string, string>) =>
    Buffer.from(new URLSearchParams(fields).toString());
  const list: BadRequest[] = [
    post('no body', form),
    post('JSON instead of a form', json, rawJson(valid)),
    post('broken encoding', form, Buffer.from('email=%E0%A4%A&confirm=%')),
    post('huge body', form, encode({ ...valid, pad: 'x'.repeat(2_000_000) })),
  ];
  for (const field of Object.keys(valid)) {
    oddStrings.forEach((value, i) =>
      list.push(post(`${field} odd string #${i}`, form, encode({ ...valid, [field]: value }))),
    );
  }
  return list;
}

function multipart(fields: [string, string | Buffer][], boundary = 'sweepBoundary'): Buffer {
  const parts = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

function enquiryCases(): BadRequest[] {
  const form = { 'content-type': 'multipart/form-data; boundary=sweepBoundary' };
  const contact: [string, string][] = [
    ['type', 'contact'],
    ['topic', 'other'],
    ['name', 'Sweep Example'],
    ['email', 'sweep@example.com'],
    ['message', 'Hello there, this is a test.'],
  ];
  const list: BadRequest[] = [
    post('no body', form),
    post('JSON instead of a form', json, rawJson(Object.fromEntries(contact))),
    post('bad JSON', json, Buffer.from('{"type":')),
    post(
      'multipart without boundary',
      { 'content-type': 'multipart/form-data' },
      multipart(contact),
    ),
    post('boundary mismatch', form, multipart(contact, 'otherBoundary')),
    post('truncated multipart', form, multipart(contact).subarray(0, 60)),
    post('garbage multipart', form, Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d, 0x0d])),
    post('huge body', form, multipart([...contact, ['message', 'x'.repeat(6 * 1024 * 1024)]])),
    post('unknown type', form, multipart([['type', 'nonsense'], ...contact.slice(1)])),
    post('type twice', form, multipart([['type', 'job-application'], ...contact])),
    post(
      'a file in a text field',
      form,
      multipart([...contact.slice(0, 4), ['message', Buffer.from([0, 1, 2, 0xff])]]),
    ),
  ];
  for (const [field] of contact) {
    oddStrings.forEach((value, i) =>
      list.push(
        post(
          `${field} odd string #${i}`,
          form,
          multipart(contact.map(([k, v]) => [k, k === field ? value : v])),
        ),
      ),
    );
  }
  return list;
}

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

const portal = {
  email: 'nobody@example.com',
  password: 'not the password',
};

/** Cases per handler file; `path` is appended to the handler's own path unless it starts with '/'. */
export const badRequests: Record<string, { path: string; cases: BadRequest[] }> = {
  'api/community/register/route.ts': {
    path: '/api/community/register',
    cases: jsonCases({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_sweep',
      email: portal.email,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      country: 'NG',
    }),
  },
  'api/community/login/route.ts': { path: '/api/community/login', cases: jsonCases(portal) },
  'api/community/confirm-email/route.ts': {
    path: '/api/community/confirm-email',
    cases: jsonCases({ token: 'a'.repeat(43) }),
  },
  'api/community/signed-out/route.ts': {
    path: '/api/community/signed-out',
    cases: pathCases((s) => `/api/community/signed-out?next=${s}`),
  },
  'api/community/logout/route.ts': {
    path: '/api/community/logout',
    cases: jsonCases({ everywhere: false }),
  },
  'api/community/password-reset/route.ts': {
    path: '/api/community/password-reset',
    cases: jsonCases({ email: portal.email }),
  },
  'api/community/password-reset/confirm/route.ts': {
    path: '/api/community/password-reset/confirm',
    cases: jsonCases({
      token: 'a'.repeat(43),
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    }),
  },
  'api/community/password/route.ts': {
    path: '/api/community/password',
    cases: jsonCases({
      currentPassword: portal.password,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    }),
  },
  'api/community/account/delete/route.ts': {
    path: '/api/community/account/delete',
    cases: jsonCases({ currentPassword: portal.password }),
  },
  'api/community/enquiries/[id]/withdraw/route.ts': {
    path: '/api/community/enquiries/00000000-0000-0000-0000-000000000000/withdraw',
    cases: pathCases((s) => `/api/community/enquiries/${s}/withdraw`).map((c) => ({
      ...c,
      method: 'POST',
    })),
  },
  'api/enquiries/route.ts': { path: '/api/enquiries', cases: enquiryCases() },
  // Without a staff session every one of these must refuse (401/403) before reading anything;
  // tests/db/staff-routes.test.ts sends bad input with a session.
  'api/staff/enquiries/[id]/route.ts': {
    path: '/api/staff/enquiries/00000000-0000-0000-0000-000000000000',
    cases: [
      ...pathCases((s) => `/api/staff/enquiries/${s}`).map((c) => ({ ...c, method: 'POST' })),
      ...formCases({ action: 'status', status: 'closed' }),
    ],
  },
  'api/staff/enquiries/[id]/cv/route.ts': {
    path: '/api/staff/enquiries/00000000-0000-0000-0000-000000000000/cv',
    cases: pathCases((s) => `/api/staff/enquiries/${s}/cv`),
  },
  'api/staff/setup/route.ts': {
    path: '/api/staff/setup',
    cases: formCases({ token: 'a'.repeat(43), password: 'correct horse battery' }),
  },
  'api/staff/enrol/route.ts': { path: '/api/staff/enrol', cases: formCases({ code: '123456' }) },
  'api/staff/sign-in/route.ts': {
    path: '/api/staff/sign-in',
    cases: formCases({ email: 'nobody@company.example', password: 'not the password' }),
  },
  'api/staff/sign-in/code/route.ts': {
    path: '/api/staff/sign-in/code',
    cases: formCases({ code: '123456' }),
  },
  'api/staff/sign-out/route.ts': { path: '/api/staff/sign-out', cases: formCases({ x: '1' }) },
  'api/staff/erase/route.ts': {
    path: '/api/staff/erase',
    cases: formCases({ email: 'someone@example.com', confirm: 'yes' }),
  },
  'api/staff/export/route.ts': {
    path: '/api/staff/export',
    cases: pathCases((s) => `/api/staff/export?q=${s}`).concat(
      pathCases((s) => `/api/staff/export?from=${s}&status=${s}`),
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
  const headers = {
    Host: new URL(base).host,
    Origin: base,
    Connection: 'close',
    ...request.headers,
    ...(request.body ? { 'Content-Length': String(request.body.byteLength) } : {}),
  };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return exchange(base, head, request.body);
}
