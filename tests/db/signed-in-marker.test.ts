/**
 * The "signed in" marker: a cookie scripts may read, so the header can offer "My account"
 * without loading anything else. It travels with the session cookie wherever a session starts
 * or ends, and nothing on the server trusts it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GET as signedOut } from '@/app/api/community/signed-out/route';
import { sessionFromJar, sessionFromRequest } from '@/lib/auth/session';
import { confirmEmailForm, loginForm, registerForm, signOutForm } from '@/lib/community/forms';
import { resetEnvForTests } from '@/lib/env';
import type { CookieWrite } from '@/lib/http/cookies';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit, TestJar } from '../support/forms';
import { tokenMailed } from '../support/mailbox';
import { registrationFields } from '../support/members';
import { ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

/** The cookies one answer set, by name (the last write of a name wins, as in a browser). */
function written(cookies: readonly CookieWrite[]): Map<string, CookieWrite> {
  return new Map(cookies.map((cookie) => [cookie.name, cookie]));
}

/** Registers (no cookie yet: the address is unconfirmed) and confirms through the mailed link. */
async function signUp() {
  const form = registration();
  const registered = await submit(registerForm, registrationFields(form));
  done(registered.outcome);
  expect(registered.jar.written).toEqual([]);
  const token = await tokenMailed(form.email, '/community-confirm');
  const confirmed = await submit(confirmEmailForm, { token, password: form.password });
  expect(redirected(confirmed.outcome)).toBe('/community');
  return { form, jar: confirmed.jar };
}

function expectSignedIn(jar: TestJar) {
  const cookies = written(jar.written);
  const session = cookies.get('community_session');
  const marker = cookies.get('signed_in');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'lax' });
  expect(session?.value).toBeTruthy();
  expect(marker).toMatchObject({ value: '1', httpOnly: false, sameSite: 'lax' });
  expect(marker?.maxAge).toBe(session?.maxAge);
  expect(marker?.maxAge).toBeGreaterThan(0);
}

function expectBothCleared(cookies: readonly CookieWrite[]) {
  const last = written(cookies);
  for (const name of ['community_session', 'signed_in']) {
    expect(last.get(name)).toMatchObject({ value: '', maxAge: 0 });
  }
}

test('confirming and signing in answer the session cookie and the marker together', async () => {
  const { form, jar } = await signUp();
  expectSignedIn(jar);
  const signedIn = await submit(loginForm, { email: form.email, password: form.password });
  expect(redirected(signedIn.outcome)).toBe('/community');
  expectSignedIn(signedIn.jar);
});

test('a failed sign-in sets neither cookie', async () => {
  const { form } = await signUp();
  const wrong = await submit(loginForm, { email: form.email, password: 'not the password' });
  expect(refused(wrong.outcome).message).toMatch(/do not match/);
  expect(wrong.jar.written).toEqual([]);
});

test('signing out, here or everywhere, clears both cookies', async () => {
  for (const everywhere of [undefined, '1']) {
    const { jar } = await signUp();
    const signedIn = jar.written.length;
    const out = await submit(signOutForm, { everywhere }, { jar });
    expect(redirected(out.outcome)).toBe('/community-login');
    expectBothCleared(jar.written.slice(signedIn));
  }
});

/** The Set-Cookie headers of a route handler's answer, as name -> attributes. */
function setCookies(response: Response): Map<string, { value: string; attributes: string[] }> {
  const found = new Map<string, { value: string; attributes: string[] }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const [name = '', ...value] = pair.split('=');
    found.set(name, { value: value.join('='), attributes });
  }
  return found;
}

test('a portal page sends a browser whose session ended to the login, forgetting both cookies', async () => {
  const { jar } = await signUp();
  const cookie = `community_session=${jar.session}`;
  await submit(signOutForm, {}, { jar: jar.copy() });

  const url = `${ORIGIN}/api/community/signed-out?next=%2Fcommunity`;
  const answer = await signedOut(
    new Request(url, { headers: { cookie: `${cookie}; signed_in=1` } }),
    ctx,
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/community-login?next=%2Fcommunity');
  const cookies = setCookies(answer);
  for (const name of ['community_session', 'signed_in']) {
    expect(cookies.get(name)?.attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=0']));
  }
});

test('the same address never signs out a live session (anyone can link to it)', async () => {
  const { jar } = await signUp();
  const cookie = `community_session=${jar.session}`;
  const url = `${ORIGIN}/api/community/signed-out?next=https%3A%2F%2Fevil.example`;
  const answer = await signedOut(new Request(url, { headers: { cookie } }), ctx);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/community-login?next=%2Fcommunity');
  expect(answer.headers.getSetCookie()).toEqual([]);
  expect(await sessionFromJar(jar)).toBeDefined();
});

test('the marker is Secure wherever the session cookie is', async () => {
  process.env.SESSION_COOKIE_SECURE = 'true';
  resetEnvForTests();
  try {
    const { jar } = await signUp();
    const cookies = written(jar.written);
    expect(cookies.get('__Host-community_session')?.secure).toBe(true);
    expect(cookies.get('signed_in')?.secure).toBe(true);
  } finally {
    process.env.SESSION_COOKIE_SECURE = 'false';
    resetEnvForTests();
  }
});

test('the marker alone does not open the members area', async () => {
  expect(await sessionFromJar(new TestJar({ signed_in: '1' }))).toBeUndefined();
  const request = new Request(ORIGIN, { headers: { cookie: 'signed_in=1' } });
  expect(await sessionFromRequest(request)).toBeUndefined();
});
