/**
 * The portal's forms posted by a browser without JavaScript: URL-encoded bodies, answered with
 * 303 redirects, to where the visitor was going or back to the form with a reason code that the
 * page turns into its own words. PGlite here, PostgreSQL under scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as deleteAccount } from '@/app/api/community/account/delete/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as logout } from '@/app/api/community/logout/route';
import { POST as changePassword } from '@/app/api/community/password/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { POST as register } from '@/app/api/community/register/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { failureMessage, failureQuery } from '@/lib/plain-form-failure';
import { useTestDatabase } from '../support/database';
import { tokenMailed } from '../support/mailbox';
import { confirmedMember } from '../support/members';
import { cookieFrom, formRequest, jsonRequest, ORIGIN, registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

function location(response: Response): string {
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

const signedIn = async (cookie: string) =>
  sessionFromRequest(new Request(`${ORIGIN}/`, { headers: { cookie } }));

test('sign-in: a wrong password goes back to the form, the right one to where the visitor was going', async () => {
  const { form } = await confirmedMember();
  const wrong = await login(
    formRequest('/api/community/login', {
      email: form.email,
      password: 'not the password',
      next: '/job-opportunities',
    }),
    ctx,
  );
  expect(location(wrong)).toBe('/community-login?next=%2Fjob-opportunities&failed=refused');
  expect(wrong.headers.get('set-cookie')).toBeNull();

  const right = await login(
    formRequest('/api/community/login', {
      email: form.email,
      password: form.password,
      next: '/job-opportunities',
    }),
    ctx,
  );
  expect(location(right)).toBe('/job-opportunities');
  expect(await signedIn(cookieFrom(right))).toBeDefined();

  // Another site as the destination is dropped, as with JavaScript.
  const away = await login(
    formRequest('/api/community/login', {
      email: form.email,
      password: form.password,
      next: '//evil.example/',
    }),
    ctx,
  );
  expect(location(away)).toBe('/community');
});

test('sign-in: bad fields, an unconfirmed account and too many attempts each come back with their reason', async () => {
  const badEmail = await login(
    formRequest('/api/community/login', { email: 'not an address', password: 'x' }),
    ctx,
  );
  expect(location(badEmail)).toBe('/community-login?next=%2Fcommunity&failed=fields&fields=email');

  const unconfirmed = registration();
  expect((await register(jsonRequest('/api/community/register', unconfirmed), ctx)).status).toBe(
    202,
  );
  const early = await login(
    formRequest('/api/community/login', {
      email: unconfirmed.email,
      password: unconfirmed.password,
    }),
    ctx,
  );
  expect(location(early)).toBe('/community-login?next=%2Fcommunity&failed=forbidden');

  const { form } = await confirmedMember();
  const address = { 'x-forwarded-for': '203.0.113.77' };
  let last: Response | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    last = await login(
      formRequest('/api/community/login', { email: form.email, password: 'wrong guess' }, address),
      ctx,
    );
  }
  expect(location(last!)).toMatch(
    /^\/community-login\?next=%2Fcommunity&failed=too-many&wait=\d+$/,
  );
});

test('a password reset without JavaScript: request, a mismatch, then a new password', async () => {
  const { form } = await confirmedMember();
  expect(
    location(await requestReset(formRequest('/api/community/password-reset', { email: 'x' }), ctx)),
  ).toBe('/community-reset-password?failed=fields&fields=email');
  const sent = await requestReset(
    formRequest('/api/community/password-reset', { email: form.email }),
    ctx,
  );
  expect(location(sent)).toBe('/community-reset-password?sent=1');
  const token = await tokenMailed(form.email, '/community-reset-password');

  const mismatch = await confirmReset(
    formRequest('/api/community/password-reset/confirm', {
      token,
      password: 'a new long password',
      confirmPassword: 'something else',
    }),
    ctx,
  );
  // Back to the same link's form, which still works.
  expect(location(mismatch)).toBe(
    `/community-reset-password?token=${token}&failed=fields&fields=confirmPassword`,
  );
  const done = await confirmReset(
    formRequest('/api/community/password-reset/confirm', {
      token,
      password: 'a new long password',
      confirmPassword: 'a new long password',
    }),
    ctx,
  );
  expect(location(done)).toBe('/community-login?reset=1');
  const again = await confirmReset(
    formRequest('/api/community/password-reset/confirm', {
      token,
      password: 'a third long password',
      confirmPassword: 'a third long password',
    }),
    ctx,
  );
  expect(location(again)).toBe(
    `/community-reset-password?token=${token}&failed=fields&fields=token`,
  );
});

test('the members area without JavaScript: change the password, sign out everywhere, delete the account', async () => {
  const { form, cookie } = await confirmedMember();
  const withSession = { cookie };

  const wrong = await changePassword(
    formRequest(
      '/api/community/password',
      {
        currentPassword: 'not it',
        password: 'a new long password',
        confirmPassword: 'a new long password',
      },
      withSession,
    ),
    ctx,
  );
  expect(location(wrong)).toBe(
    '/community?form=password&failed=fields&fields=currentPassword#password',
  );
  const changed = await changePassword(
    formRequest(
      '/api/community/password',
      {
        currentPassword: form.password,
        password: 'a new long password',
        confirmPassword: 'a new long password',
      },
      withSession,
    ),
    ctx,
  );
  expect(location(changed)).toBe('/community?password=changed#password');
  expect(await signedIn(cookie)).toBeDefined();

  // A session that has ended is sent back, and the members area then asks for a sign-in.
  const nobody = await deleteAccount(
    formRequest('/api/community/account/delete', { currentPassword: 'a new long password' }),
    ctx,
  );
  expect(location(nobody)).toBe('/community?form=delete&failed=refused#delete');

  const second = await login(
    formRequest('/api/community/login', { email: form.email, password: 'a new long password' }),
    ctx,
  );
  const secondCookie = cookieFrom(second);
  const out = await logout(
    formRequest('/api/community/logout', { everywhere: '1' }, withSession),
    ctx,
  );
  expect(location(out)).toBe('/community-login');
  expect(await signedIn(cookie)).toBeUndefined();
  expect(await signedIn(secondCookie)).toBeUndefined();

  const third = cookieFrom(
    await login(
      formRequest('/api/community/login', { email: form.email, password: 'a new long password' }),
      ctx,
    ),
  );
  const gone = await deleteAccount(
    formRequest(
      '/api/community/account/delete',
      { currentPassword: 'a new long password' },
      { cookie: third },
    ),
    ctx,
  );
  expect(location(gone)).toBe('/community/goodbye');
  expect(gone.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  const after = await login(
    formRequest('/api/community/login', { email: form.email, password: 'a new long password' }),
    ctx,
  );
  expect(location(after)).toMatch(/failed=refused$/);
});

test('another site’s form gets a refusal, not a redirect; an oversized form is sent back', async () => {
  const { form } = await confirmedMember();
  const forged = await login(
    formRequest(
      '/api/community/login',
      { email: form.email, password: form.password },
      { origin: 'https://evil.example' },
    ),
    ctx,
  );
  expect(forged.status).toBe(403);
  expect(forged.headers.get('set-cookie')).toBeNull();

  const huge = await login(
    formRequest('/api/community/login', { email: form.email, password: 'x'.repeat(10_000) }),
    ctx,
  );
  expect(location(huge)).toBe('/community-login?next=%2Fcommunity&failed=unreadable');
});

test('a reason in the address is said in the page’s own words, never echoed', () => {
  const words = { refused: 'Wrong.', fields: { email: 'Check the e-mail.' } };
  expect(failureMessage({ failed: 'refused' }, words)).toBe('Wrong.');
  expect(failureMessage({ failed: 'fields', fields: 'email,email' }, words)).toBe(
    'Check the e-mail.',
  );
  expect(failureMessage({ failed: 'fields', fields: '<script>,toString' }, words)).toBe(
    'Some fields need attention. Check them and send again.',
  );
  expect(failureMessage({ failed: 'too-many', wait: '61' }, words)).toBe(
    'Too many attempts. Try again in 2 minutes.',
  );
  expect(failureMessage({ failed: 'too-many', wait: '1e9<b>' }, words)).toBe(
    'Too many attempts. Try again later.',
  );
  expect(failureMessage({ failed: 'unavailable' }, words)).toBe('Network error, try again!');
  expect(failureQuery(503, [])).toEqual({ failed: 'unavailable' });
  expect(failureQuery(422, ['email', 'a.b'])).toEqual({ failed: 'fields', fields: 'email' });
  expect(failureMessage({ failed: 'You have won a prize' }, words)).toBeUndefined();
  expect(failureMessage({}, words)).toBeUndefined();
});
