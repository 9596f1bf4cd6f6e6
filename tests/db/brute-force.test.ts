/**
 * Guessing passwords meets a refusal that says how long to wait, at the configured limits: per
 * account whatever the address, per address across accounts, and the counters survive a restart
 * (they live in the database). The address is the one the edge wrote (server.mjs, whose rule
 * tests/client-address-rule.test.ts covers); a client cannot choose it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { loginForm, resetRequestForm } from '@/lib/community/forms';
import { closeDatabase } from '@/lib/db/client';
import { clientAddressOf } from '@/lib/http/client-address';
import { useTestDatabase } from '../support/database';
import { done, refused, submit } from '../support/forms';
import { confirmedMember } from '../support/members';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_WINDOW_SECONDS: '600',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '5',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '12',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100',
    RATE_LIMIT_RESET_PER_ADDRESS: '100',
    RATE_LIMIT_RESET_PER_ACCOUNT: '3',
  });
}, 60_000);
afterAll(() => cleanup());

const WRONG = /do not match/;
const WAIT = /Please wait \d+ minutes? and try again/;

async function attempt(email: string, password: string, address: string) {
  return (await submit(loginForm, { email, password }, { address })).outcome;
}

async function member() {
  const { form } = await confirmedMember({}, { address: '198.51.100.200' });
  return form;
}

test('one account from one address: 5 wrong passwords, then told to wait, even with the right one', async () => {
  const { email, password } = await member();
  for (let i = 0; i < 5; i += 1)
    expect(refused(await attempt(email, `wrong-${i}-guess`, '203.0.113.1')).message).toMatch(WRONG);
  const blocked = refused(await attempt(email, 'wrong-again', '203.0.113.1'));
  // At most the window (600 s): ten minutes.
  const minutes = Number(/wait (\d+) minutes?/.exec(blocked.message ?? '')?.[1]);
  expect(minutes).toBeGreaterThan(0);
  expect(minutes).toBeLessThanOrEqual(10);
  expect(refused(await attempt(email, password, '203.0.113.1')).message).toMatch(WAIT);
});

test('one account from many addresses: the account limit still holds', async () => {
  const { email } = await member();
  for (let i = 0; i < 5; i += 1)
    expect(refused(await attempt(email, 'wrong-guess', `203.0.113.${10 + i}`)).message).toMatch(
      WRONG,
    );
  expect(refused(await attempt(email, 'wrong-guess', '203.0.113.99')).message).toMatch(WAIT);
});

test('one address across many accounts: the address limit holds', async () => {
  const address = '192.0.2.50';
  for (let i = 0; i < 12; i += 1) {
    expect(
      refused(await attempt(`nobody${i}@example.com`, 'wrong-guess', address)).message,
    ).toMatch(WRONG);
  }
  expect(refused(await attempt('nobody-else@example.com', 'wrong-guess', address)).message).toMatch(
    WAIT,
  );
  // Another client is not affected.
  expect(
    refused(await attempt('nobody-else@example.com', 'wrong-guess', '192.0.2.51')).message,
  ).toMatch(WRONG);
});

test('only the edge-appended X-Forwarded-For entry counts: a client cannot pick its address', async () => {
  const address = '192.0.2.77';
  // What the form's action reads: the header as server.mjs left it, the client's own entries first.
  const from = (forwardedFor: string) =>
    clientAddressOf(new Headers({ 'x-forwarded-for': forwardedFor }));
  for (let i = 0; i < 12; i += 1) {
    const spoofed = from(`10.0.0.${i}, ${address}`);
    expect(refused(await attempt(`spoof${i}@example.com`, 'wrong-guess', spoofed)).message).toMatch(
      WRONG,
    );
  }
  const last = from(`10.9.9.9, ${address}`);
  expect(refused(await attempt('spoof-last@example.com', 'wrong-guess', last)).message).toMatch(
    WAIT,
  );
});

test('password reset requests are limited per account too', async () => {
  const { email } = await member();
  const ask = async (address: string) =>
    (await submit(resetRequestForm, { email }, { address })).outcome;
  for (let i = 0; i < 3; i += 1) expect(done(await ask(`198.51.100.${i}`)).message).toBeTruthy();
  const blocked = refused(await ask('198.51.100.9'));
  expect(blocked.message).toMatch(WAIT);
  expect(blocked.values).toEqual({ email });
});

test('the limits survive a restart of the database', async () => {
  const { email } = await member();
  for (let i = 0; i < 5; i += 1) await attempt(email, 'wrong-guess', '203.0.113.150');
  expect(refused(await attempt(email, 'wrong-guess', '203.0.113.150')).message).toMatch(WAIT);
  await closeDatabase();
  // The next post opens the database again from disk (or a new pool on PostgreSQL).
  expect(refused(await attempt(email, 'wrong-guess', '203.0.113.151')).message).toMatch(WAIT);
}, 60_000);
