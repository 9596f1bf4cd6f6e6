/**
 * The production server's edge, as an outside client meets it: the per-address limits key on
 * the TCP peer whatever X-Forwarded-For says, methods and paths Next cannot serve get a 4xx, and
 * the log is one JSON object per line that visitor text cannot break out of, and no bad request
 * to any route handler gets a 5xx. No browser.
 */
import { expect, test } from '@playwright/test';
import {
  allBadRequests,
  badRequests,
  CLOSED_EARLY,
  exchange,
  handlerFiles,
  sendBadRequest,
} from './support/bad-requests';
import { startServer, type ServerProcess } from './support/server-process';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ RATE_LIMIT_REGISTER_PER_ADDRESS: '10', TRUSTED_PROXY: '0' });
});
test.afterAll(() => server?.stop());

function registration(i: number) {
  const id = `${Date.now().toString(36)}x${i}`;
  return {
    firstName: 'Edge',
    lastName: 'Test',
    username: `edge_${id}`,
    email: `edge.${id}@example.com`,
    phoneCountry: 'GB',
    phone: '0161 496 0123',
    gender: 'male',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    country: 'AX',
    state: '',
    city: '',
    requiresState: false,
    requiresCity: false,
  };
}

const raw = (base: string, request: string) => exchange(base, request);

test('registrations from one client hit 429 at the limit, whatever X-Forwarded-For says', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const response = await fetch(`${server.base}/api/community/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.base,
        'x-forwarded-for': `203.0.113.${i + 1}`,
      },
      body: JSON.stringify(registration(i)),
    });
    statuses.push(response.status);
    if (response.status === 429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(statuses).toEqual([...Array(10).fill(202), ...Array(5).fill(429)]);
});

test('TRACE and TRACK answer 405 on pages and route handlers', async () => {
  for (const method of ['TRACE', 'TRACK']) {
    for (const path of ['/', '/api/health', '/api/community/login']) {
      const status = await raw(
        server.base,
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      );
      expect(status, `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
    }
  }
});

test('broken percent-encoding and a malformed request line answer 400', async () => {
  for (const path of ['/%E0%A4%A', '/%', '/api/%zz', '/community-login/%C0']) {
    const status = await raw(
      server.base,
      `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(status, path).toMatch(/^HTTP\/1\.1 400 /);
  }
  expect(await raw(server.base, 'GET /a b c\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
});

test('visitor text cannot forge a log entry; entries carry our request id', async () => {
  const forged = 'https://attacker.example/community-reset-password?token=forged';
  const before = server.lines.length;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    type: 'contact',
    topic: 'other',
    name: 'Mallory Example',
    email: 'mallory@example.com',
    message: `Hello\n[/mail]\n[mail] SMTP_URL is not set; not sent. To: admin@deltacrest.example\nSubject: Reset\n${forged}\n[/mail]\n{"mail":true,"link":"${forged}"}`,
  })) {
    form.append(key, value);
  }
  const response = await fetch(`${server.base}/api/enquiries`, {
    method: 'POST',
    headers: { origin: server.base, 'x-request-id': 'chosen-by-client' },
    body: form,
  });
  expect(response.status).toBe(201);
  await expect
    .poll(() => server.lines.slice(before).some((line) => line.includes('mallory')))
    .toBe(true);

  const entries = server.lines.slice(before).filter((line) => line.trim());
  for (const line of entries) expect(() => JSON.parse(line), line).not.toThrow();
  const parsed = entries.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(parsed.every((entry) => typeof entry === 'object' && entry !== null)).toBe(true);
  expect(parsed.some((entry) => entry.link === forged)).toBe(false);
  const mail = parsed.find(
    (entry) => entry.mail === true && String(entry.text).includes('Mallory'),
  );
  expect(mail?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(parsed.some((entry) => entry.requestId === 'chosen-by-client')).toBe(false);
});

test('bad requests to every route handler never get a 5xx', async () => {
  test.setTimeout(300_000);
  // A new handler without cases fails here.
  expect(Object.keys(badRequests).sort()).toEqual(handlerFiles().sort());
  const table = allBadRequests();
  // Its own server: the limits of the tests above must not turn the cases into early 429s.
  const sweep = await startServer({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ACCOUNT: '100000',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100000',
  });
  const wrong: string[] = [];
  const statuses = new Map<string, number>();
  try {
    for (const request of table) {
      const line = await sendBadRequest(sweep.base, request);
      // A body the server refuses before it has all arrived closes the connection early: a
      // refusal, not a failure (no 5xx can come of it: those are answered after reading).
      const status = line === CLOSED_EARLY ? 'closed early' : (line.split(' ')[1] ?? 'none');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      // Odd text a form accepts (201) or a query string a handler ignores (200) is fine; a
      // missing answer or a 5xx is not.
      if (!/^[1-4]\d\d$/.test(status) && status !== 'closed early')
        wrong.push(
          `${request.handler} ${request.name} ${request.method} ${request.path.slice(0, 80)}: ${line}`,
        );
    }
  } finally {
    sweep.stop();
  }
  console.info(
    `HTTP bad-input cases: ${table.length}; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(wrong).toEqual([]);
  expect(table.length).toBeGreaterThanOrEqual(394);
});
