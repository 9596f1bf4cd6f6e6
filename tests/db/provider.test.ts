/**
 * COMMUNITY_API_URL mode against a loopback server speaking the original provider's contract:
 * success, wrong password, slow past the timeout, down, and garbage. The provider's answer stays
 * in the server-side session and never reaches the browser.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GET as health } from '@/app/api/health/route';
import { sessionFromJar } from '@/lib/auth/session';
import { loginForm, registerForm } from '@/lib/community/forms';
import { providerPublicProfile, type ProviderAnswer } from '@/lib/community/provider';
import { resetEnvForTests } from '@/lib/env';
import { useTestDatabase } from '../support/database';
import { redirected, refused, submit } from '../support/forms';
import { registrationFields } from '../support/members';
import { ORIGIN, registration } from '../support/requests';

const ctx = { params: Promise.resolve({}) };
const TIMEOUT_MS = 400;
const received: { path: string; body: Record<string, unknown> }[] = [];
let provider: Server;
let providerUrl: string;
let cleanup: () => Promise<void>;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}');
}

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    const body = await bodyOf(request);
    received.push({ path: request.url ?? '', body });
    const email = String(body.email ?? '');
    const send = (status: number, payload: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(payload);
    };
    if (request.url === '/register/') return send(201, JSON.stringify({ ok: true }));
    if (email.startsWith('slow')) {
      setTimeout(() => send(200, JSON.stringify({ email })), 10_000).unref();
      return;
    }
    if (email.startsWith('garbage'))
      return send(200, '<html><body>Bad gateway</body></html>', 'text/html');
    if (email.startsWith('broken')) return send(500, JSON.stringify({ message: 'internal' }));
    if (body.password !== 'correct horse battery')
      return send(401, JSON.stringify({ message: 'Invalid credentials' }));
    send(
      200,
      JSON.stringify({
        email,
        firstname: 'Chidi',
        lastname: 'Eze',
        username: 'chidi',
        access: 'provider-secret-token',
      }),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  cleanup = await useTestDatabase({
    COMMUNITY_API_URL: providerUrl,
    COMMUNITY_API_TIMEOUT_MS: String(TIMEOUT_MS),
    SESSION_COOKIE_SECURE: 'false',
  });
}, 60_000);

afterAll(async () => {
  delete process.env.COMMUNITY_API_URL;
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
  await cleanup();
});

const attempt = (email: string, password = 'correct horse battery') =>
  submit(loginForm, { email, password });

test('success: signed in, the answer kept in the session, no token sent to the browser', async () => {
  const { outcome, jar } = await attempt('chidi@example.com');
  expect(redirected(outcome)).toBe('/community');
  // Everything the browser gets: the answer and the cookies it sets.
  expect(JSON.stringify({ outcome, cookies: jar.written })).not.toContain('provider-secret-token');
  expect(received.at(-1)).toEqual({
    path: '/login/',
    body: { email: 'chidi@example.com', password: 'correct horse battery' },
  });
  const session = await sessionFromJar(jar);
  expect(session?.providerProfile).toMatchObject({ access: 'provider-secret-token' });
  // What the members area shows of it: names only.
  const answer = session?.providerProfile as ProviderAnswer;
  expect(providerPublicProfile(answer, 'chidi@example.com')).toEqual({
    firstName: 'Chidi',
    lastName: 'Eze',
    username: 'chidi',
  });
});

test('wrong password: the generic message', async () => {
  const { outcome, jar } = await attempt('chidi@example.com', 'wrong password');
  expect(refused(outcome).message).toMatch(/do not match/);
  expect(jar.written).toEqual([]);
});

test.each([
  ['slow past the timeout', 'slow@example.com'],
  ['answering garbage', 'garbage@example.com'],
  ['failing with a 500', 'broken@example.com'],
])('provider %s: "Network error, try again!" within the timeout', async (_name, email) => {
  const started = Date.now();
  const { outcome } = await attempt(email);
  // Well under the 10 s the slow provider would take, with room for a loaded machine.
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
  expect(refused(outcome)).toMatchObject({
    message: 'Network error, try again!',
    values: { email },
  });
});

test('provider down: "Network error, try again!", and the server stays healthy', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  process.env.COMMUNITY_API_URL = deadUrl;
  resetEnvForTests();
  try {
    // Twenty members at once (one account's burst is cut at its limit before the provider is
    // asked: tests/db/login-concurrency.test.ts).
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(`member${i}@example.com`)),
    );
    for (const { outcome } of results) {
      expect(refused(outcome).message).toBe('Network error, try again!');
    }
    expect((await health(new Request(`${ORIGIN}/api/health`), ctx)).status).toBe(200);
  } finally {
    process.env.COMMUNITY_API_URL = providerUrl;
    resetEnvForTests();
  }
});

test('registration is forwarded with the seed fields, then signs in through the provider', async () => {
  const form = registration({ email: 'chidi@example.com' });
  const { outcome, jar } = await submit(registerForm, registrationFields(form));
  expect(redirected(outcome)).toBe('/community');
  expect((await sessionFromJar(jar))?.providerProfile).toMatchObject({
    email: 'chidi@example.com',
  });
  const forwarded = received.find((r) => r.path === '/register/');
  expect(forwarded?.body).toMatchObject({
    firstname: 'Ada',
    lastname: 'Okafor',
    username: form.username,
    email: 'chidi@example.com',
    phone: '+2348031234567',
    gender: 'female',
    country: { id: 'NG', name: 'Nigeria' },
    state: { id: 'RI', name: 'Rivers' },
    city: { id: 'Port Harcourt', name: 'Port Harcourt' },
  });
});
