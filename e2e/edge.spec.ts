/**
 * The production server's edge, as an outside client meets it: the per-address limits key on
 * the TCP peer whatever X-Forwarded-For says, methods and paths Next cannot serve get a 4xx, and
 * the log is one JSON object per line that visitor text cannot break out of, and no bad request
 * to any route handler gets a 5xx. No browser.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  allBadRequests,
  badRequests,
  CLOSED_EARLY,
  exchange,
  handlerFiles,
  sendBadRequest,
} from './support/bad-requests';
import { paddedPdf } from '../scripts/bench/slow-pdfs.mjs';
import { fetchPageForm, formsOf, hiddenFields } from './support/page-forms';
import { pagePostCases } from './support/page-post-cases';
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
  };
}

const raw = (base: string, request: string) => exchange(base, request);

test('registrations from one client hit the limit, whatever X-Forwarded-For says', async () => {
  const answers: string[] = [];
  for (let i = 0; i < 15; i += 1) {
    const response = await fetchPageForm(server.base, '/community-register', registration(i), {
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    const page = await response.text();
    answers.push(
      page.includes('Check your inbox')
        ? 'accepted'
        : /Too many attempts\. Please wait \d+ minutes?/.test(page)
          ? 'too many'
          : `other: ${response.status}`,
    );
  }
  expect(answers).toEqual([...Array(10).fill('accepted'), ...Array(5).fill('too many')]);
});

test('TRACE and TRACK answer 405 on pages and route handlers', async () => {
  for (const method of ['TRACE', 'TRACK']) {
    for (const path of ['/', '/api/health', '/community-login']) {
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
  const response = await fetchPageForm(
    server.base,
    '/contact-us',
    {
      topic: 'other',
      name: 'Mallory Example',
      email: 'mallory@example.com',
      message: `Hello\n[/mail]\n[mail] SMTP_URL is not set; not sent. To: admin@deltacrest.example\nSubject: Reset\n${forged}\n[/mail]\n{"mail":true,"link":"${forged}"}`,
    },
    { headers: { 'x-request-id': 'chosen-by-client' } },
  );
  // The reference is on the page only once the enquiry is stored.
  expect(await response.text()).toMatch(/Reference: (<!-- -->)?[0-9A-F]{8}/);
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

test('a client too slow with its headers is cut off, and connections past the cap are closed', async () => {
  const limited = await startServer({
    HEADERS_TIMEOUT_SECONDS: '1',
    KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    MAX_CONNECTIONS: '4',
  });
  const { hostname, port } = new URL(limited.base);
  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(socket));
      socket.on('error', reject);
    });
  /** Everything the server sends until it closes, and when it closed. */
  const untilClosed = (socket: Socket) =>
    new Promise<{ answer: string; at: number }>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ answer, at: Date.now() }));
    });
  try {
    // The test runner's own health checks leave a kept-alive connection: let it close first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Headers a byte at a time, as a "slowloris" client sends them.
    const slow = await open();
    const closed = untilClosed(slow);
    const started = Date.now();
    slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => slow.writable && slow.write('X'), 200);
    const { answer, at } = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(at - started).toBeLessThan(4000);

    // Four idle connections fill the server; a fifth is closed before it gets any answer.
    const idle = await Promise.all([open(), open(), open(), open()]);
    const fifth = await open();
    const refused = untilClosed(fifth);
    fifth.write(`GET /api/health HTTP/1.1\r\nHost: ${limited.base.slice(7)}\r\n\r\n`);
    expect((await refused).answer).toBe('');
    for (const socket of idle) socket.destroy();
    // The server counts them out as it sees them close; until then a new one is still refused.
    const health = () =>
      fetch(`${limited.base}/api/health`).then(
        (response) => response.status,
        (error: Error) =>
          `refused: ${(error.cause as Error | undefined)?.message ?? error.message}`,
      );
    await expect.poll(health).toBe(200);
  } finally {
    limited.stop();
  }
});

test('a body sent a byte at a time is cut off; a CV on a slow mobile line still arrives', async () => {
  test.setTimeout(90_000);
  const { hostname, port, host } = new URL(server.base);
  const path = '/job-detail-page/frontend-developer-toronto';
  // The application form as a browser without JavaScript posts it, with a 120 KB CV.
  const html = await (await fetch(`${server.base}${path}`)).text();
  const form = new FormData();
  const hidden = hiddenFields(formsOf(html).find((f) => f.includes('name="cv"'))!);
  for (const [name, value] of Object.entries(hidden)) form.append(name, String(value));
  form.append('name', 'Slow Line');
  form.append('email', 'slow.line@example.com');
  form.append('phone', '+234 803 123 4567');
  const cv = paddedPdf(readFileSync(join(__dirname, 'fixtures/cv.pdf')), 120 * 1024);
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${host}`,
    `Origin: ${server.base}`,
    'Accept: text/html',
    `Content-Type: ${encoded.headers.get('content-type')}`,
    `Content-Length: ${body.byteLength}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  /** Sends the body `bytesPerTick` every 100 ms; answers what came back and when it closed. */
  const send = (bytesPerTick: number) =>
    new Promise<{ answer: string; seconds: number }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(Number(port), hostname, () => {
        socket.write(head);
        let sent = 0;
        const drip = setInterval(() => {
          if (!socket.writable || sent >= body.byteLength) return clearInterval(drip);
          socket.write(body.subarray(sent, sent + bytesPerTick));
          sent += bytesPerTick;
        }, 100);
        socket.on('close', () => clearInterval(drip));
      });
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ answer, seconds: (Date.now() - started) / 1000 }));
    });
  // Ten bytes a second: cut after one 10 s window, not after the 120 s a request may take.
  const trickle = await send(1);
  expect(trickle.answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(trickle.seconds).toBeLessThan(25);
  // 12 KB/s, a poor 2G line, for about ten seconds: the CV arrives and is answered as usual.
  const slow = await send(1200);
  expect(slow.seconds).toBeGreaterThan(9);
  expect(slow.answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(slow.answer).toMatch(/reference/i);
});

test('bad requests to every route handler and every form page never get a 5xx', async () => {
  test.setTimeout(300_000);
  // A new handler without cases fails here.
  expect(Object.keys(badRequests).sort()).toEqual(handlerFiles().sort());
  // Its own server: the limits of the tests above must not turn the cases into early 429s.
  const sweep = await startServer({
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ACCOUNT: '100000',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100000',
    RATE_LIMIT_ALERTS_PER_ADDRESS: '100000',
    RATE_LIMIT_ALERTS_PER_TARGET: '100000',
  });
  const wrong: string[] = [];
  const statuses = new Map<string, number>();
  const table = [...allBadRequests(), ...(await pagePostCases(sweep.base))];
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
  expect(table.length).toBeGreaterThanOrEqual(495);
});
