/**
 * The per-account login limit holds under concurrency: each attempt is counted before its
 * password is checked, so a burst of guesses sent at once checks no more than the limit.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { useTestDatabase } from '../support/database';
import { jsonRequest, registration } from '../support/requests';

const ctx = { params: Promise.resolve({}) };
const LIMIT = 5;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    TRUSTED_PROXY: '1',
    RATE_LIMIT_WINDOW_SECONDS: '600',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: String(LIMIT),
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100',
  });
}, 60_000);
afterAll(() => cleanup());

function attempt(email: string, password: string, address: string) {
  return login(
    jsonRequest(
      '/api/community/login',
      { email, password },
      { headers: { 'x-forwarded-for': address } },
    ),
    ctx,
  );
}

async function member() {
  const form = registration();
  const response = await register(
    jsonRequest('/api/community/register', form, {
      headers: { 'x-forwarded-for': '198.51.100.200' },
    }),
    ctx,
  );
  expect(response.status).toBe(201);
  return form;
}

test('30 wrong passwords at once check no more than the limit; the right one in the burst does not get in', async () => {
  const { email, password } = await member();
  const guesses = Array.from({ length: 30 }, (_, i) => `wrong-${i}-guess`);
  // The right password goes last in the burst, after the limit is spent.
  const responses = await Promise.all(
    [...guesses, password].map((guess, i) => attempt(email, guess, `203.0.113.${i + 1}`)),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LIMIT);
  expect(statuses.filter((status) => status === 200)).toEqual([]);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  for (const response of responses.filter((r) => r.status === 429))
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
    statuses.length - LIMIT,
  );
}, 60_000);

test('a successful login clears the account counter', async () => {
  const { email, password } = await member();
  for (let i = 0; i < LIMIT - 1; i += 1)
    expect((await attempt(email, 'wrong-guess', '203.0.113.200')).status).toBe(401);
  expect((await attempt(email, password, '203.0.113.200')).status).toBe(200);
  for (let i = 0; i < LIMIT; i += 1)
    expect((await attempt(email, 'wrong-guess', '203.0.113.200')).status).toBe(401);
  expect((await attempt(email, password, '203.0.113.200')).status).toBe(429);
}, 60_000);
