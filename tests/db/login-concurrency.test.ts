/**
 * The per-account login limit holds under concurrency: each attempt is counted before its
 * password is checked, so a burst of guesses sent at once checks no more than the limit.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { loginForm } from '@/lib/community/forms';
import { useTestDatabase } from '../support/database';
import { redirected, refused, submit, type Outcome } from '../support/forms';
import { confirmedMember } from '../support/members';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const LIMIT = 5;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({
    RATE_LIMIT_WINDOW_SECONDS: '600',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: String(LIMIT),
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100',
  });
}, 60_000);
afterAll(() => cleanup());

async function attempt(email: string, password: string, address: string) {
  return (await submit(loginForm, { email, password }, { address })).outcome;
}

/** What an attempt came to: in, a wrong password, or told to wait. */
function kind(outcome: Outcome): string {
  if ('redirect' in outcome) return 'in';
  const { message = '' } = refused(outcome);
  if (/do not match/.test(message)) return 'wrong';
  if (/Please wait \d+ minutes?/.test(message)) return 'wait';
  return message;
}

async function member() {
  const { form } = await confirmedMember({}, { address: '198.51.100.200' });
  return form;
}

test('30 wrong passwords at once check no more than the limit; the right one in the burst does not get in', async () => {
  const { email, password } = await member();
  const guesses = Array.from({ length: 30 }, (_, i) => `wrong-${i}-guess`);
  // The right password goes last in the burst, after the limit is spent.
  const outcomes = await Promise.all(
    [...guesses, password].map((guess, i) => attempt(email, guess, `203.0.113.${i + 1}`)),
  );
  const kinds = outcomes.map(kind);
  expect(kinds.filter((k) => k === 'wrong').length).toBeLessThanOrEqual(LIMIT);
  expect(kinds.filter((k) => k === 'in')).toEqual([]);
  expect(kinds.every((k) => k === 'wrong' || k === 'wait')).toBe(true);
  expect(kinds.filter((k) => k === 'wait').length).toBeGreaterThanOrEqual(kinds.length - LIMIT);
}, 60_000);

test('a successful login clears the account counter', async () => {
  const { email, password } = await member();
  for (let i = 0; i < LIMIT - 1; i += 1)
    expect(kind(await attempt(email, 'wrong-guess', '203.0.113.200'))).toBe('wrong');
  expect(redirected(await attempt(email, password, '203.0.113.200'))).toBe('/community');
  for (let i = 0; i < LIMIT; i += 1)
    expect(kind(await attempt(email, 'wrong-guess', '203.0.113.200'))).toBe('wrong');
  expect(kind(await attempt(email, password, '203.0.113.200'))).toBe('wait');
}, 60_000);
