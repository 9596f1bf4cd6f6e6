/**
 * Password reset through its forms on a real database: the same answer for unknown addresses,
 * single-use links, and a completed reset spends every other link of the member.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { sessionFromJar } from '@/lib/auth/session';
import {
  confirmEmailForm,
  loginForm,
  newPasswordForm,
  registerForm,
  resetRequestForm,
} from '@/lib/community/forms';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit } from '../support/forms';
import { mailsQueued, mailsTo, sent, tokenMailed } from '../support/mailbox';
import { confirmedMember, registrationFields } from '../support/members';
import { registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());
beforeEach(() => void sent.splice(0));

const ask = async (email: string) => (await submit(resetRequestForm, { email })).outcome;
const choose = async (token: string, password: string) =>
  (await submit(newPasswordForm, { token, password, confirmPassword: password })).outcome;
const signIn = async (email: string, password: string) =>
  (await submit(loginForm, { email, password })).outcome;
const DEAD = /expired or has already been used/;

test('same answer for unknown addresses, single-use link, sessions revoked', async () => {
  const { form, jar } = await confirmedMember();
  const unknown = done(await ask('ghost@example.com'));
  const known = done(await ask(form.email));
  expect(unknown.message).toBe(known.message);
  expect(unknown.message).toMatch(/^If an account uses that e-mail address/);
  const token = await tokenMailed(form.email, '/community-reset-password');
  expect(mailsTo('ghost@example.com')).toEqual([]);

  const password = 'a brand new passphrase';
  expect(redirected(await choose(token, password))).toBe('/community-login?reset=1');
  expect(await sessionFromJar(jar)).toBeUndefined();
  const again = refused(await choose(token, 'yet another passphrase'));
  expect(again.message).toMatch(DEAD);
  expect(again.fieldErrors?.token?.[0]).toMatch(DEAD);

  expect(refused(await signIn(form.email, form.password)).message).toMatch(/do not match/);
  expect(redirected(await signIn(form.email, password))).toBe('/community');
});

test('two links requested, one used: the other is refused', async () => {
  const { form } = await confirmedMember();
  await ask(form.email);
  const first = await tokenMailed(form.email, '/community-reset-password');
  await ask(form.email);
  await mailsQueued(form.email, 3);
  const second = await tokenMailed(form.email, '/community-reset-password');
  expect(second).not.toBe(first);

  expect(redirected(await choose(second, 'the chosen passphrase'))).toBe(
    '/community-login?reset=1',
  );
  expect(refused(await choose(first, 'an attacker passphrase')).message).toMatch(DEAD);
  expect(redirected(await signIn(form.email, 'the chosen passphrase'))).toBe('/community');
});

test('a completed reset confirms the address and spends its confirmation links', async () => {
  const form = registration();
  done((await submit(registerForm, registrationFields(form))).outcome);
  const confirmation = await tokenMailed(form.email, '/community-confirm');
  await ask(form.email);
  const reset = await tokenMailed(form.email, '/community-reset-password');

  expect(redirected(await choose(reset, 'a proven passphrase'))).toBe('/community-login?reset=1');
  expect(redirected(await signIn(form.email, 'a proven passphrase'))).toBe('/community');
  const spent = await submit(confirmEmailForm, {
    token: confirmation,
    password: 'a proven passphrase',
  });
  expect(refused(spent.outcome).message).toMatch(DEAD);
  expect(spent.jar.written).toEqual([]);
});
