/**
 * Guessing passwords meets 429 with Retry-After at the configured limits: per account whatever
 * the address (X-Forwarded-For believed only behind a trusted proxy), per address across
 * accounts, and the counters survive a restart (they live in the database).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as login } from '@/app/api/community/login/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { closeDatabase } from '@/lib/db/client';
import { useTestDatabase } from '../support/database';
import { confirmedMember } from '../support/members';
import { jsonRequest } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    TRUSTED_PROXY: '1',
    RATE_LIMIT_WINDOW_SECONDS: '600',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '12',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100',
    RATE_LIMIT_RESET_PER_ADDRESS: '100',
    RATE_LIMIT_RESET_PER_ACCOUNT: '3',
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
  const { form } = await confirmedMember({}, { 'x-forwarded-for': '198.51.100.200' });
  return form;
}

test('one account from one address: 5 wrong passwords, then 429 with Retry-After, even for the right one', async () => {
  const { email, password } = await member();
  for (let i = 0; i < 5; i += 1)
    expect((await attempt(email, `wrong-${i}-guess`, '203.0.113.1')).status).toBe(401);
  const blocked = await attempt(email, 'wrong-again', '203.0.113.1');
  expect(blocked.status).toBe(429);
  const retryAfter = Number(blocked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect((await blocked.json()).message).toMatch(/wait \d+ minutes?/);
  expect((await attempt(email, password, '203.0.113.1')).status).toBe(429);
});

test('one account from many addresses: the account limit still holds', async () => {
  const { email } = await member();
  for (let i = 0; i < 5; i += 1)
    expect((await attempt(email, 'wrong-guess', `203.0.113.${10 + i}`)).status).toBe(401);
  expect((await attempt(email, 'wrong-guess', '203.0.113.99')).status).toBe(429);
});

test('one address across many accounts: the address limit holds', async () => {
  const address = '192.0.2.50';
  for (let i = 0; i < 12; i += 1) {
    expect((await attempt(`nobody${i}@example.com`, 'wrong-guess', address)).status).toBe(401);
  }
  const blocked = await attempt('nobody-else@example.com', 'wrong-guess', address);
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another client is not affected.
  expect((await attempt('nobody-else@example.com', 'wrong-guess', '192.0.2.51')).status).toBe(401);
});

test('only the proxy-appended X-Forwarded-For entry counts: a client cannot pick its address', async () => {
  const address = '192.0.2.77';
  for (let i = 0; i < 12; i += 1) {
    const spoofed = `10.0.0.${i}, ${address}`;
    expect((await attempt(`spoof${i}@example.com`, 'wrong-guess', spoofed)).status).toBe(401);
  }
  expect(
    (await attempt('spoof-last@example.com', 'wrong-guess', `10.9.9.9, ${address}`)).status,
  ).toBe(429);
});

test('password reset requests are limited per account too', async () => {
  const { email } = await member();
  const ask = (address: string) =>
    requestReset(
      jsonRequest(
        '/api/community/password-reset',
        { email },
        { headers: { 'x-forwarded-for': address } },
      ),
      ctx,
    );
  for (let i = 0; i < 3; i += 1) expect((await ask(`198.51.100.${i}`)).status).toBe(202);
  const blocked = await ask('198.51.100.9');
  expect(blocked.status).toBe(429);
  expect(blocked.headers.get('retry-after')).toBeTruthy();
});

test('the limits survive a restart of the database', async () => {
  const { email } = await member();
  for (let i = 0; i < 5; i += 1) await attempt(email, 'wrong-guess', '203.0.113.150');
  expect((await attempt(email, 'wrong-guess', '203.0.113.150')).status).toBe(429);
  await closeDatabase();
  // The next request opens the database again from disk (or a new pool on PostgreSQL).
  expect((await attempt(email, 'wrong-guess', '203.0.113.151')).status).toBe(429);
}, 60_000);
