/**
 * The portal's route handlers against a real database (PGlite here, PostgreSQL under
 * scripts/with-postgres.sh): registration input, sign-in, sign-out, sessions. Confirmation and
 * password reset have suites of their own.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as logout } from '@/app/api/community/logout/route';
import { GET as health } from '@/app/api/health/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { useTestDatabase } from '../support/database';
import { confirmedMember } from '../support/members';
import { cookieFrom, jsonRequest, ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

function withCookie(cookie: string) {
  return new Request(`${ORIGIN}/`, { headers: { cookie } });
}

test('health answers once the database is open', async () => {
  const response = await health(new Request(`${ORIGIN}/api/health`), ctx);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test('a state or city that does not belong to the country is refused', async () => {
  const wrongState = registration({
    country: 'GB',
    state: 'RI',
    phoneCountry: '',
    phone: '+44 161 496 0123',
  });
  const answer = await register(jsonRequest('/api/community/register', wrongState), ctx);
  expect(answer.status).toBe(422);
  expect((await answer.json()).fieldErrors.state).toBeDefined();
  // The browser's "no states here" hint does not let a state-less registration through.
  const noState = registration({ state: '', city: '', requiresState: false, requiresCity: false });
  expect((await register(jsonRequest('/api/community/register', noState), ctx)).status).toBe(422);
  // A country without states needs none.
  const aland = registration({
    country: 'AX',
    state: '',
    city: '',
    requiresState: false,
    requiresCity: false,
  });
  expect((await register(jsonRequest('/api/community/register', aland), ctx)).status).toBe(202);
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
    const answer = await register(
      jsonRequest('/api/community/register', registration({ phoneCountry, phone })),
      ctx,
    );
    expect(answer.status).toBe(422);
    expect((await answer.json()).fieldErrors.phone[0]).toMatch(message);
  }
});

test('sign in, wrong password, sign out', async () => {
  const { form } = await confirmedMember();

  const wrong = await login(
    jsonRequest('/api/community/login', { email: form.email, password: 'nope-nope' }),
    ctx,
  );
  expect(wrong.status).toBe(401);
  expect((await wrong.json()).message).toMatch(/do not match/);
  const unknown = await login(
    jsonRequest('/api/community/login', { email: 'nobody@example.com', password: 'nope-nope' }),
    ctx,
  );
  expect(unknown.status).toBe(401);

  const right = await login(
    jsonRequest('/api/community/login', {
      email: form.email.toUpperCase(),
      password: form.password,
    }),
    ctx,
  );
  expect(right.status).toBe(200);
  expect((await right.json()).profile.firstName).toBe('Ada');
  const cookie = cookieFrom(right);
  expect(await sessionFromRequest(withCookie(cookie))).toBeDefined();

  const out = await logout(jsonRequest('/api/community/logout', {}, { headers: { cookie } }), ctx);
  expect(out.status).toBe(200);
  expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  expect(await sessionFromRequest(withCookie(cookie))).toBeUndefined();
});

test('signing out everywhere ends every session of the member', async () => {
  const { form, cookie: first } = await confirmedMember();
  const second = cookieFrom(
    await login(
      jsonRequest('/api/community/login', { email: form.email, password: form.password }),
      ctx,
    ),
  );
  await logout(
    jsonRequest('/api/community/logout', { everywhere: true }, { headers: { cookie: second } }),
    ctx,
  );
  expect(await sessionFromRequest(withCookie(first))).toBeUndefined();
  expect(await sessionFromRequest(withCookie(second))).toBeUndefined();
});

test('a cross-site POST is refused with 403', async () => {
  const answer = await login(
    jsonRequest(
      '/api/community/login',
      { email: 'a@example.com', password: 'x' },
      { headers: { origin: 'https://evil.example' } },
    ),
    ctx,
  );
  expect(answer.status).toBe(403);
});
