/**
 * The "signed in" marker: a cookie scripts may read, so the header can offer "My account"
 * without loading anything else. It travels with the session cookie wherever a session starts
 * or ends, and nothing on the server trusts it.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as confirm } from '@/app/api/community/confirm-email/route';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as logout } from '@/app/api/community/logout/route';
import { GET as signedOut } from '@/app/api/community/signed-out/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { resetEnvForTests } from '@/lib/env';
import { useTestDatabase } from '../support/database';
import { tokenMailed } from '../support/mailbox';
import { jsonRequest, ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

type Cookie = { name: string; value: string; attributes: string[] };

function cookiesOf(response: Response): Map<string, Cookie> {
  const found = new Map<string, Cookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const [name = '', ...value] = pair.split('=');
    found.set(name, { name, value: value.join('='), attributes });
  }
  return found;
}

function sessionHeader(response: Response): string {
  const session = cookiesOf(response).get('community_session');
  return `community_session=${session?.value ?? ''}`;
}

/** Registers (no cookie yet: the address is unconfirmed) and confirms through the mailed link. */
async function signUp() {
  const form = registration();
  const registered = await register(jsonRequest('/api/community/register', form), ctx);
  expect(registered.status).toBe(202);
  expect(registered.headers.getSetCookie()).toEqual([]);
  const token = await tokenMailed(form.email, '/community-confirm');
  const response = await confirm(
    jsonRequest('/api/community/confirm-email', { token, password: form.password }),
    ctx,
  );
  expect(response.status).toBe(200);
  return { form, response };
}

function expectSignedIn(response: Response) {
  const cookies = cookiesOf(response);
  const session = cookies.get('community_session');
  const marker = cookies.get('signed_in');
  expect(session?.attributes).toContain('HttpOnly');
  expect(marker?.value).toBe('1');
  expect(marker?.attributes).not.toContain('HttpOnly');
  expect(marker?.attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
  const maxAge = (cookie?: Cookie) => cookie?.attributes.find((a) => a.startsWith('Max-Age='));
  expect(maxAge(marker)).toBe(maxAge(session));
  expect(maxAge(marker)).not.toBe('Max-Age=0');
}

function expectBothCleared(response: Response) {
  const cookies = cookiesOf(response);
  for (const name of ['community_session', 'signed_in']) {
    expect(cookies.get(name)?.attributes).toContain('Max-Age=0');
  }
}

test('confirming and signing in answer the session cookie and the marker together', async () => {
  const { form, response } = await signUp();
  expectSignedIn(response);
  const signedIn = await login(
    jsonRequest('/api/community/login', { email: form.email, password: form.password }),
    ctx,
  );
  expect(signedIn.status).toBe(200);
  expectSignedIn(signedIn);
});

test('a failed sign-in sets neither cookie', async () => {
  const { form } = await signUp();
  const wrong = await login(
    jsonRequest('/api/community/login', { email: form.email, password: 'not the password' }),
    ctx,
  );
  expect(wrong.status).toBe(401);
  expect(wrong.headers.getSetCookie()).toEqual([]);
});

test('signing out, here or everywhere, clears both cookies', async () => {
  for (const everywhere of [false, true]) {
    const cookie = sessionHeader((await signUp()).response);
    const out = await logout(
      jsonRequest('/api/community/logout', { everywhere }, { headers: { cookie } }),
      ctx,
    );
    expect(out.status).toBe(200);
    expectBothCleared(out);
  }
});

test('a portal page sends a browser whose session ended to the login, forgetting both cookies', async () => {
  const cookie = sessionHeader((await signUp()).response);
  await logout(jsonRequest('/api/community/logout', {}, { headers: { cookie } }), ctx);

  const url = `${ORIGIN}/api/community/signed-out?next=%2Fcommunity`;
  const answer = await signedOut(
    new Request(url, { headers: { cookie: `${cookie}; signed_in=1` } }),
    ctx,
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/community-login?next=%2Fcommunity');
  expectBothCleared(answer);
});

test('the same address never signs out a live session (anyone can link to it)', async () => {
  const cookie = sessionHeader((await signUp()).response);
  const url = `${ORIGIN}/api/community/signed-out?next=https%3A%2F%2Fevil.example`;
  const answer = await signedOut(new Request(url, { headers: { cookie } }), ctx);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/community-login?next=%2Fcommunity');
  expect(answer.headers.getSetCookie()).toEqual([]);
  expect(await sessionFromRequest(new Request(ORIGIN, { headers: { cookie } }))).toBeDefined();
});

test('the marker is Secure wherever the session cookie is', async () => {
  process.env.SESSION_COOKIE_SECURE = 'true';
  resetEnvForTests();
  try {
    const { response } = await signUp();
    const cookies = cookiesOf(response);
    expect(cookies.get('__Host-community_session')?.attributes).toContain('Secure');
    expect(cookies.get('signed_in')?.attributes).toContain('Secure');
  } finally {
    process.env.SESSION_COOKIE_SECURE = 'false';
    resetEnvForTests();
  }
});

test('the marker alone does not open the members area', async () => {
  const request = new Request(ORIGIN, { headers: { cookie: 'signed_in=1' } });
  expect(await sessionFromRequest(request)).toBeUndefined();
});
