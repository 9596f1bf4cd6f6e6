/**
 * 200 registrations at once, a quarter of them the same e-mail in other letter cases: every one
 * is told to check its inbox, each address is stored once, and the losers of a race end as the
 * "existing account" case (its owner gets a notice, not a second confirmation link).
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { registerForm } from '@/lib/community/forms';
import { CHECK_INBOX } from '@/lib/community/register';
import { countMembers } from '@/lib/db/queries/members';
import { mailSettled, notSent, sent } from '../support/mailbox';
import { useTestDatabase } from '../support/database';
import { submit } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ RATE_LIMIT_REGISTER_PER_ADDRESS: '100000' });
}, 60_000);
afterAll(() => cleanup());

function variant(email: string, n: number): string {
  // Flip the case of different letters for each duplicate: same address, other spelling.
  return [...email].map((c, i) => ((i + n) % 3 === 0 ? c.toUpperCase() : c)).join('');
}

test('200 concurrent registrations: all told to check their inbox, exactly the unique e-mails stored, each answered only by e-mail', async () => {
  const unique = Array.from({ length: 150 }, () => registration());
  const duplicates = Array.from({ length: 50 }, (_, n) => {
    const original = unique[n % 25]!;
    return registration({ email: variant(original.email, n + 1) });
  });
  const all = [...unique, ...duplicates].sort(() => Math.random() - 0.5);

  const started = Date.now();
  const answers = await Promise.all(
    all.map(async (values) => {
      const { outcome, jar } = await submit(registerForm, registrationFields(values));
      // No session for anyone: the answer says nothing about the address.
      return 'redirect' in outcome || jar.written.length > 0
        ? JSON.stringify(outcome)
        : `${outcome.status}: ${outcome.message}`;
    }),
  );
  const tally = answers.reduce<Record<string, number>>(
    (acc, answer) => ({ ...acc, [answer]: (acc[answer] ?? 0) + 1 }),
    {},
  );
  expect(tally).toEqual({ [`done: ${CHECK_INBOX}`]: 200 });
  expect(await countMembers()).toBe(150);
  // Nobody has confirmed any of these addresses yet, so a second registration of one takes the
  // place of the first and gets a link of its own (the first's stops working). Each registration
  // queues one confirmation; one whose link was replaced before its mail went is not sent (the
  // worker's rule), so every address gets a working link and no mail goes with a dead one.
  await mailSettled(); // a post is answered before its mail's link is made
  const confirmations = sent.filter((mail) => mail.link?.includes('/community-confirm?token='));
  expect(confirmations.length + notSent.length).toBe(200);
  expect(notSent.every((mail) => mail.linkKind === 'email-confirmation')).toBe(true);
  expect(new Set(confirmations.map((mail) => mail.to.toLowerCase())).size).toBe(150);
  // Only an address registered twice can lose a mail that way.
  const twice = new Set(unique.slice(0, 25).map((values) => values.email.toLowerCase()));
  expect(notSent.filter((mail) => !twice.has(mail.to.toLowerCase()))).toEqual([]);
  expect(sent.filter((mail) => /tried to create/.test(mail.subject))).toHaveLength(0);
  expect(Date.now() - started).toBeLessThan(60_000);
}, 90_000);
