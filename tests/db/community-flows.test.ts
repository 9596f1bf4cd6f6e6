/**
 * The portal's forms against a real database (PGlite here, PostgreSQL under
 * scripts/with-postgres.sh): registration input, sign-in, sign-out, sessions. Confirmation and
 * password reset have suites of their own.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GET as health } from '@/app/api/health/route';
import { sessionFromJar } from '@/lib/auth/session';
import { loginForm, registerForm, signOutForm } from '@/lib/community/forms';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit, TestJar } from '../support/forms';
import { confirmedMember, registrationFields } from '../support/members';
import { ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

const register = (values: Record<string, unknown>) =>
  submit(registerForm, registrationFields(registration(values)));

test('health answers once the database is open', async () => {
  const response = await health(new Request(`${ORIGIN}/api/health`), ctx);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test('a state or city that does not belong to the country is refused', async () => {
  const wrongState = await register({
    country: 'GB',
    state: 'RI',
    phoneCountry: '',
    phone: '+44 161 496 0123',
  });
  expect(refused(wrongState.outcome).fieldErrors?.state).toBeDefined();
  // The browser's "no states here" hint does not let a state-less registration through, and
  // the refusal brings the country's states to choose from (a browser without JavaScript).
  const noState = refused(
    (await register({ state: '', city: '', requiresState: false, requiresCity: false })).outcome,
  );
  expect(noState.fieldErrors?.state).toEqual(['Choose your state']);
  expect(noState.options?.state).toEqual(
    expect.arrayContaining([{ value: 'RI', label: 'Rivers' }]),
  );
  // A country without states needs none.
  const aland = await register({
    country: 'AX',
    state: '',
    city: '',
    requiresState: false,
    requiresCity: false,
  });
  expect(done(aland.outcome).message).toMatch(/^Check your inbox/);
});

test('phone numbers follow the chosen country, with the seed messages', async () => {
  const cases: [string, string, RegExp][] = [
    ['NG', '0803', /too short/],
    ['NG', '0803 123 4567 8901 2345', /too long|invalid/],
    ['', '0803 123 4567', /international/i],
    ['NG', `0803 123 4567 ext. ${'1'.repeat(21)}`, /extension/],
    ['NG', '1'.repeat(251), /at most 250/],
  ];
  for (const [phoneCountry, phone, message] of cases) {
    const { outcome } = await register({ phoneCountry, phone });
    expect(refused(outcome).fieldErrors?.phone?.[0]).toMatch(message);
  }
});

test('a refused registration gives back what was typed, never the passwords', async () => {
  const values = registration({ phone: '0803' });
  const { outcome } = await submit(registerForm, registrationFields(values));
  const state = refused(outcome);
  expect(state.values).toMatchObject({ firstName: 'Ada', email: values.email, phone: '0803' });
  expect(state.values).not.toHaveProperty('password');
  expect(state.values).not.toHaveProperty('confirmPassword');
});

test('sign in, wrong password, sign out', async () => {
  const { form } = await confirmedMember();

  const wrong = refused(
    (await submit(loginForm, { email: form.email, password: 'nope-nope' })).outcome,
  );
  expect(wrong.message).toMatch(/do not match/);
  expect(wrong.values).toEqual({ email: form.email });
  const unknown = refused(
    (await submit(loginForm, { email: 'nobody@example.com', password: 'nope-nope' })).outcome,
  );
  expect(unknown.message).toBe(wrong.message);

  const right = await submit(loginForm, {
    email: form.email.toUpperCase(),
    password: form.password,
    next: '/community',
  });
  expect(redirected(right.outcome)).toBe('/community');
  const jar = right.jar;
  expect(await sessionFromJar(jar)).toBeDefined();
  const before = jar.copy();

  const out = await submit(signOutForm, {}, { jar });
  expect(redirected(out.outcome)).toBe('/community-login');
  expect(jar.written.at(-1)).toMatchObject({ maxAge: 0, value: '' });
  expect(jar.session).toBeUndefined();
  expect(await sessionFromJar(before)).toBeUndefined();
});

test('sign-in goes where the visitor was going, and only within this site', async () => {
  const { form } = await confirmedMember();
  for (const [next, to] of [
    ['/community?tab=x', '/community?tab=x'],
    ['https://evil.example/', '/community'],
    ['//evil.example', '/community'],
  ]) {
    const { outcome } = await submit(loginForm, {
      email: form.email,
      password: form.password,
      next,
    });
    expect(redirected(outcome)).toBe(to);
  }
});

test('signing out everywhere ends every session of the member', async () => {
  const { form, jar: first } = await confirmedMember();
  const second = new TestJar();
  await submit(loginForm, { email: form.email, password: form.password }, { jar: second });
  await submit(signOutForm, { everywhere: '1' }, { jar: second });
  expect(await sessionFromJar(first)).toBeUndefined();
  expect(await sessionFromJar(second)).toBeUndefined();
});
