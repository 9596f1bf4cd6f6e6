/**
 * The portal's route handlers against a real database (PGlite here, PostgreSQL under
 * scripts/with-postgres.sh): registration, sign-in, sign-out, password reset, sessions.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as logout } from '@/app/api/community/logout/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { GET as health } from '@/app/api/health/route';
import { countMembers, findMemberByEmail } from '@/lib/db/queries/members';
import { sessionFromRequest } from '@/lib/auth/session';
import { useTestDatabase } from '../support/database';
import { cookieFrom, jsonRequest, ORIGIN, registration } from '../support/requests';
import { log } from '@/lib/log';
import type { Mail } from '@/lib/mail';

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

test('registering stores the member, signs them in and answers their public profile', async () => {
  const form = registration({ email: 'Ngozi.Eze@Example.com', firstName: 'Ngozi' });
  const response = await register(jsonRequest('/api/community/register', form), ctx);
  expect(response.status).toBe(201);
  const body = await response.json();
  expect(body).toEqual({
    profile: { firstName: 'Ngozi', lastName: 'Okafor', username: form.username },
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);

  const member = await findMemberByEmail('ngozi.eze@example.com');
  expect(member).toMatchObject({
    email: 'ngozi.eze@example.com',
    phone: '+2348031234567',
    countryName: 'Nigeria',
    stateName: 'Rivers',
    city: 'Port Harcourt',
  });
  expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  const session = await sessionFromRequest(withCookie(cookieFrom(response)));
  expect(session?.memberId).toBe(member?.id);
});

test('an e-mail in other letter cases or a taken username is a 409 on that field', async () => {
  const first = registration();
  expect((await register(jsonRequest('/api/community/register', first), ctx)).status).toBe(201);
  const before = await countMembers();

  const sameEmail = registration({ email: first.email.toUpperCase() });
  const emailAnswer = await register(jsonRequest('/api/community/register', sameEmail), ctx);
  expect(emailAnswer.status).toBe(409);
  expect((await emailAnswer.json()).fieldErrors.email[0]).toMatch(/already exists/);

  const sameUsername = registration({ username: first.username.toUpperCase() });
  const nameAnswer = await register(jsonRequest('/api/community/register', sameUsername), ctx);
  expect(nameAnswer.status).toBe(409);
  expect((await nameAnswer.json()).fieldErrors.username[0]).toMatch(/taken/);
  expect(await countMembers()).toBe(before);
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
  expect((await register(jsonRequest('/api/community/register', aland), ctx)).status).toBe(201);
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
  const form = registration();
  await register(jsonRequest('/api/community/register', form), ctx);

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
  const form = registration();
  const first = cookieFrom(await register(jsonRequest('/api/community/register', form), ctx));
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

test('password reset: same answer for unknown addresses, single-use link, sessions revoked', async () => {
  const form = registration();
  const session = cookieFrom(await register(jsonRequest('/api/community/register', form), ctx));
  const logged: string[] = [];
  const spy = jest
    .spyOn(log, 'info')
    .mockImplementation((entry: unknown) => void logged.push(String((entry as Mail).link)));

  const unknown = await requestReset(
    jsonRequest('/api/community/password-reset', { email: 'ghost@example.com' }),
    ctx,
  );
  const known = await requestReset(
    jsonRequest('/api/community/password-reset', { email: form.email }),
    ctx,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  spy.mockRestore();
  expect(unknown.status).toBe(202);
  expect(known.status).toBe(202);
  expect(await unknown.json()).toEqual(await known.json());
  expect(logged).toHaveLength(1);
  const token = /token=([A-Za-z0-9_-]+)/.exec(logged[0] ?? '')?.[1] ?? '';
  expect(token).not.toBe('');

  const body = {
    token,
    password: 'a brand new passphrase',
    confirmPassword: 'a brand new passphrase',
  };
  const done = await confirmReset(jsonRequest('/api/community/password-reset/confirm', body), ctx);
  expect(done.status).toBe(200);
  expect(await sessionFromRequest(withCookie(session))).toBeUndefined();
  const again = await confirmReset(jsonRequest('/api/community/password-reset/confirm', body), ctx);
  expect(again.status).toBe(400);
  expect((await again.json()).message).toMatch(/expired or has already been used/);

  const old = await login(
    jsonRequest('/api/community/login', { email: form.email, password: form.password }),
    ctx,
  );
  expect(old.status).toBe(401);
  const fresh = await login(
    jsonRequest('/api/community/login', { email: form.email, password: body.password }),
    ctx,
  );
  expect(fresh.status).toBe(200);
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
