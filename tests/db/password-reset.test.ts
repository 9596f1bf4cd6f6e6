/**
 * Password reset through the route handlers on a real database: the same answer for unknown
 * addresses, single-use links, and a completed reset spends every other link of the member.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as confirmEmail } from '@/app/api/community/confirm-email/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { useTestDatabase } from '../support/database';
import { mailsQueued, mailsTo, sent, tokenMailed } from '../support/mailbox';
import { confirmedMember } from '../support/members';
import { jsonRequest, ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());
beforeEach(() => void sent.splice(0));

const ask = (email: string) =>
  requestReset(jsonRequest('/api/community/password-reset', { email }), ctx);
const choose = (token: string, password: string) =>
  confirmReset(
    jsonRequest('/api/community/password-reset/confirm', {
      token,
      password,
      confirmPassword: password,
    }),
    ctx,
  );
const signIn = (email: string, password: string) =>
  login(jsonRequest('/api/community/login', { email, password }), ctx);

test('same answer for unknown addresses, single-use link, sessions revoked', async () => {
  const { form, cookie } = await confirmedMember();
  const unknown = await ask('ghost@example.com');
  const known = await ask(form.email);
  expect(unknown.status).toBe(202);
  expect(known.status).toBe(202);
  expect(await unknown.json()).toEqual(await known.json());
  const token = await tokenMailed(form.email, '/community-reset-password');
  expect(mailsTo('ghost@example.com')).toEqual([]);

  const password = 'a brand new passphrase';
  expect((await choose(token, password)).status).toBe(200);
  const session = new Request(`${ORIGIN}/`, { headers: { cookie } });
  expect(await sessionFromRequest(session)).toBeUndefined();
  const again = await choose(token, 'yet another passphrase');
  expect(again.status).toBe(400);
  expect((await again.json()).message).toMatch(/expired or has already been used/);

  expect((await signIn(form.email, form.password)).status).toBe(401);
  expect((await signIn(form.email, password)).status).toBe(200);
});

test('two links requested, one used: the other is refused', async () => {
  const { form } = await confirmedMember();
  await ask(form.email);
  const first = await tokenMailed(form.email, '/community-reset-password');
  await ask(form.email);
  await mailsQueued(form.email, 3);
  const second = await tokenMailed(form.email, '/community-reset-password');
  expect(second).not.toBe(first);

  expect((await choose(second, 'the chosen passphrase')).status).toBe(200);
  const stale = await choose(first, 'an attacker passphrase');
  expect(stale.status).toBe(400);
  expect((await signIn(form.email, 'the chosen passphrase')).status).toBe(200);
});

test('a completed reset confirms the address and spends its confirmation links', async () => {
  const form = registration();
  expect((await register(jsonRequest('/api/community/register', form), ctx)).status).toBe(202);
  const confirmation = await tokenMailed(form.email, '/community-confirm');
  await ask(form.email);
  const reset = await tokenMailed(form.email, '/community-reset-password');

  expect((await choose(reset, 'a proven passphrase')).status).toBe(200);
  expect((await signIn(form.email, 'a proven passphrase')).status).toBe(200);
  const spent = await confirmEmail(
    jsonRequest('/api/community/confirm-email', {
      token: confirmation,
      password: 'a proven passphrase',
    }),
    ctx,
  );
  expect(spent.status).toBe(400);
});
