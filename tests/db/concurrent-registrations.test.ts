/**
 * 200 registrations at once, a quarter of them the same e-mail in other letter cases: every one
 * is told to check its inbox, each address is stored once, and the losers of a race end as the
 * "existing account" case (its owner gets a notice, not a second confirmation link).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { countMembers } from '@/lib/db/queries/members';
import { sent } from '../support/mailbox';
import { useTestDatabase } from '../support/database';
import { jsonRequest, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ RATE_LIMIT_REGISTER_PER_ADDRESS: '100000' });
}, 60_000);
afterAll(() => cleanup());

function variant(email: string, n: number): string {
  // Flip the case of different letters for each duplicate: same address, other spelling.
  return [...email].map((c, i) => ((i + n) % 3 === 0 ? c.toUpperCase() : c)).join('');
}

test('200 concurrent registrations: all 202, exactly the unique e-mails stored, each answered only by e-mail', async () => {
  const unique = Array.from({ length: 150 }, () => registration());
  const duplicates = Array.from({ length: 50 }, (_, n) => {
    const original = unique[n % 25]!;
    return registration({ email: variant(original.email, n + 1) });
  });
  const all = [...unique, ...duplicates].sort(() => Math.random() - 0.5);

  const started = Date.now();
  const statuses = await Promise.all(
    all.map(
      async (form) => (await register(jsonRequest('/api/community/register', form), ctx)).status,
    ),
  );
  const tally = statuses.reduce<Record<number, number>>(
    (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
    {},
  );
  expect(tally).toEqual({ 202: 200 });
  expect(await countMembers()).toBe(150);
  // Nobody has confirmed any of these addresses yet, so a second registration of one takes the
  // place of the first and gets a link of its own (the first's stops working).
  const confirmations = sent.filter((mail) => mail.link?.includes('/community-confirm?token='));
  expect(confirmations).toHaveLength(200);
  expect(new Set(confirmations.map((mail) => mail.to.toLowerCase())).size).toBe(150);
  expect(sent.filter((mail) => /tried to create/.test(mail.subject))).toHaveLength(0);
  expect(Date.now() - started).toBeLessThan(60_000);
}, 90_000);
