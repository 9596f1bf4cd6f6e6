/**
 * Every portal route handler against bad input: each case must answer 4xx with a message,
 * never 5xx, and change nothing stored. The cases are counted so a shrinking table shows.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as logout } from '@/app/api/community/logout/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { POST as confirmEmail } from '@/app/api/community/confirm-email/route';
import { GET as states } from '@/app/api/locations/countries/[country]/states/route';
import { GET as cities } from '@/app/api/locations/countries/[country]/states/[state]/cities/route';
import { useTestDatabase } from '../support/database';
import { storedCounts } from '../support/counts';
import { tokenMailed } from '../support/mailbox';
import { jsonRequest, ORIGIN, registration } from '../support/requests';

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const noParams = { params: Promise.resolve({}) };

// The base bodies are valid in shape but cannot succeed (the registration's e-mail and username
// are taken, the password is wrong), so a mutation that slips through schema checks still
// changes nothing: names such as "O'Brien" must stay allowed. Such a registration answers the
// 202 every registration gets (its e-mail is taken), and stores nothing.
const taken = registration();
const postRoutes: [string, Handler, Record<string, unknown>][] = [
  ['/api/community/register', register as Handler, taken],
  ['/api/community/login', login as Handler, { email: taken.email, password: 'not the password' }],
  ['/api/community/logout', logout as Handler, { everywhere: false }],
  ['/api/community/password-reset', requestReset as Handler, { email: 'ada@example.com' }],
  [
    '/api/community/password-reset/confirm',
    confirmReset as Handler,
    {
      token: 'a'.repeat(43),
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    },
  ],
  [
    '/api/community/confirm-email',
    confirmEmail as Handler,
    { token: 'a'.repeat(43), password: 'correct horse battery' },
  ],
];

const oddStrings = [
  '',
  ' ',
  'x'.repeat(10_000),
  "' OR '1'='1' --",
  "'); DROP TABLE members; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'Ada\u0000Lovelace',
  '\ud800',
  '\u202Eevil\u202C',
  '\u200B\u200B',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️🔥',
  '../../etc/passwd',
  '${jndi:ldap://x}',
];

const wrongTypes: unknown[] = [null, 0, 1.5, true, [], {}, ['a'], { $ne: '' }];

type Case = { route: string; name: string; request: () => Request; handler: Handler };

function rawRequest(path: string, body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, host: 'localhost:3000', ...headers },
    body,
    // Node's fetch needs this to send a stream.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function cases(): Case[] {
  const list: Case[] = [];
  for (const [route, handler, valid] of postRoutes) {
    const add = (name: string, request: () => Request) =>
      list.push({ route, name, request, handler });
    const json = { 'content-type': 'application/json' };
    add('malformed JSON', () => rawRequest(route, '{"email": "a@example.com",', json));
    add('empty body', () => rawRequest(route, '', json));
    add('no body', () => rawRequest(route, null, json));
    add('JSON null', () => rawRequest(route, 'null', json));
    add('JSON array', () => rawRequest(route, '[1,2,3]', json));
    add('JSON string', () => rawRequest(route, '"hello"', json));
    add('text/plain', () =>
      rawRequest(route, JSON.stringify(valid), { 'content-type': 'text/plain' }),
    );
    add('form encoded', () =>
      rawRequest(route, 'email=a%40example.com', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    add('no content type', () => rawRequest(route, JSON.stringify(valid), {}));
    add('invalid UTF-8', () =>
      rawRequest(route, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), json),
    );
    add('oversize body', () =>
      rawRequest(route, JSON.stringify({ ...valid, padding: 'x'.repeat(200_000) }), json),
    );
    add('oversize body, Content-Length lies', () =>
      rawRequest(route, JSON.stringify({ ...valid, padding: 'x'.repeat(200_000) }), {
        ...json,
        'content-length': '10',
      }),
    );
    add('oversize streamed body without length', () => {
      const chunk = new TextEncoder().encode('x'.repeat(16_384));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 20) controller.enqueue(chunk);
          else controller.close();
        },
      });
      return rawRequest(route, stream, json);
    });
    add('deeply nested JSON', () => rawRequest(route, '['.repeat(5000) + ']'.repeat(5000), json));
    add('extra field', () => jsonRequest(route, { ...valid, isAdmin: true }));
    add('prototype pollution', () =>
      rawRequest(route, JSON.stringify(valid).replace('{', '{"__proto__":{"admin":true},'), json),
    );
    add('cross-site origin', () =>
      jsonRequest(route, valid, { headers: { origin: 'https://evil.example' } }),
    );
    add('no origin, cross-site fetch', () =>
      jsonRequest(route, valid, { headers: { origin: '', 'sec-fetch-site': 'cross-site' } }),
    );
    for (const field of Object.keys(valid)) {
      add(`missing ${field}`, () => {
        const body: Record<string, unknown> = { ...valid };
        delete body[field];
        return jsonRequest(route, body);
      });
      wrongTypes.forEach((value, i) =>
        add(`${field} wrong type #${i}`, () => jsonRequest(route, { ...valid, [field]: value })),
      );
      oddStrings.forEach((value, i) =>
        add(`${field} odd string #${i}`, () => jsonRequest(route, { ...valid, [field]: value })),
      );
    }
  }
  return list;
}

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
  });
  // Confirmed, so that a registration of its address only tells the owner (an unconfirmed one
  // would be replaced by the newer registration, which is a change).
  expect((await register(jsonRequest('/api/community/register', taken), noParams)).status).toBe(
    202,
  );
  const token = await tokenMailed(taken.email, '/community-confirm');
  const confirmed = await confirmEmail(
    jsonRequest('/api/community/confirm-email', { token, password: taken.password }),
    noParams,
  );
  expect(confirmed.status).toBe(200);
}, 60_000);
afterAll(() => cleanup());

test('bad input on every portal route handler: 4xx with a message, no 5xx, nothing stored', async () => {
  const table = cases();
  const before = await storedCounts();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (const { route, name, request, handler } of table) {
    const response = await handler(request(), noParams);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const text = await response.text();
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    const ok =
      response.status >= 400 &&
      response.status < 500 &&
      typeof message === 'string' &&
      !/at \w+ \(|node_modules/.test(text);
    // A logout without a session is harmless and answers 200 (a redirect to the login page for
    // its plain form), a registration of a taken e-mail the usual 202, the confirmation page's
    // plain form is sent back to the page's dead-link notice, the other portal forms sent
    // without JavaScript back to their page with a reason code, and the reset form's valid
    // request (an address with no account) to the usual "sent" notice; each must still change
    // nothing.
    const location = response.headers.get('location') ?? '';
    const harmless =
      (route.endsWith('/logout') && (response.status === 200 || location === '/community-login')) ||
      (response.status === 303 && /^\/community[\w-]*\?(.+&)?failed=[a-z-]+/.test(location)) ||
      (route.endsWith('/password-reset') && location === '/community-reset-password?sent=1') ||
      (route.endsWith('/register') && response.status === 202) ||
      (route.endsWith('/confirm-email') &&
        response.status === 303 &&
        location === '/community-confirm?failed=1');
    if (!ok && !harmless)
      failures.push(`${route} ${name}: ${response.status} ${text.slice(0, 120)}`);
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
  expect(table.length).toBeGreaterThanOrEqual(590);
  console.info(
    `bad-input cases: ${table.length}; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}, 120_000);

test('unknown location codes are 404s with a message, and odd codes never 5xx', async () => {
  const codes = ['XX', 'zz', '', '%00', "' OR 1=1", '<b>', 'x'.repeat(5000), '🛢️'];
  for (const code of codes) {
    const s = await states(new Request(`${ORIGIN}/x`), {
      params: Promise.resolve({ country: code }),
    });
    expect(s.status).toBe(404);
    const c = await cities(new Request(`${ORIGIN}/x`), {
      params: Promise.resolve({ country: 'NG', state: code }),
    });
    expect(c.status).toBe(404);
    expect(typeof (await c.json()).message).toBe('string');
  }
});
