/**
 * What each portal form answers, with or without JavaScript alike: where an accepted post goes,
 * and what a refusal says and gives back (its message, the fields it names, the values kept,
 * never a password). PGlite here, PostgreSQL under scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sessionFromJar } from '@/lib/auth/session';
import {
  changePasswordForm,
  deleteAccountForm,
  loginForm,
  newPasswordForm,
  registerForm,
  resetRequestForm,
  signOutForm,
} from '@/lib/community/forms';
import { RESET_REQUESTED } from '@/lib/community/password-reset';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit, TestJar } from '../support/forms';
import { tokenMailed } from '../support/mailbox';
import { confirmedMember, registrationFields } from '../support/members';
import { registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

test('sign-in: a wrong password is refused with the e-mail kept, the right one goes where the visitor was going', async () => {
  const { form } = await confirmedMember();
  const wrong = await submit(loginForm, {
    email: form.email,
    password: 'not the password',
    next: '/job-opportunities',
  });
  expect(refused(wrong.outcome)).toMatchObject({
    message: 'That e-mail address and password do not match an account.',
    values: { email: form.email },
  });
  expect(wrong.jar.written).toEqual([]);

  const right = await submit(loginForm, {
    email: form.email,
    password: form.password,
    next: '/job-opportunities',
  });
  expect(redirected(right.outcome)).toBe('/job-opportunities');
  expect(await sessionFromJar(right.jar)).toBeDefined();
});

test('sign-in: bad fields, an unconfirmed account and too many attempts each come back with their reason', async () => {
  const badEmail = refused(
    (await submit(loginForm, { email: 'not an address', password: 'x' })).outcome,
  );
  expect(Object.keys(badEmail.fieldErrors ?? {})).toEqual(['email']);
  expect(badEmail.values).toEqual({ email: 'not an address' });

  const unconfirmed = registration();
  done((await submit(registerForm, registrationFields(unconfirmed))).outcome);
  const early = await submit(loginForm, {
    email: unconfirmed.email,
    password: unconfirmed.password,
  });
  expect(refused(early.outcome).message).toMatch(/^Confirm your e-mail address first/);
  expect(early.jar.written).toEqual([]);

  const { form } = await confirmedMember();
  const address = '203.0.113.77';
  let last = early;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    last = await submit(loginForm, { email: form.email, password: 'wrong guess' }, { address });
  }
  expect(refused(last.outcome).message).toMatch(/^Too many attempts\. Please wait \d+ minutes?/);
});

test('a password too long to be anyone’s is refused on its field, and signs nobody in', async () => {
  const { form } = await confirmedMember();
  const huge = await submit(loginForm, { email: form.email, password: 'x'.repeat(10_000) });
  const refusal = refused(huge.outcome);
  expect(refusal.fieldErrors?.password).toEqual(['Password must be at most 256 characters']);
  expect(refusal.values).toEqual({ email: form.email });
  expect(huge.jar.written).toEqual([]);
});

test('a password reset: request, a mismatch that leaves the link working, then a new password', async () => {
  const { form } = await confirmedMember();
  const bad = refused((await submit(resetRequestForm, { email: 'x' })).outcome);
  expect(Object.keys(bad.fieldErrors ?? {})).toEqual(['email']);
  expect(bad.values).toEqual({ email: 'x' });
  expect(done((await submit(resetRequestForm, { email: form.email })).outcome).message).toBe(
    RESET_REQUESTED,
  );
  const token = await tokenMailed(form.email, '/community-reset-password');

  const choose = async (password: string, confirmPassword = password) =>
    (await submit(newPasswordForm, { token, password, confirmPassword })).outcome;
  const mismatch = refused(await choose('a new long password', 'something else'));
  expect(Object.keys(mismatch.fieldErrors ?? {})).toEqual(['confirmPassword']);
  expect(mismatch.values).toEqual({});
  expect(redirected(await choose('a new long password'))).toBe('/community-login?reset=1');
  const again = refused(await choose('a third long password'));
  expect(Object.keys(again.fieldErrors ?? {})).toEqual(['token']);
});

test('the members area: change the password, sign out everywhere, delete the account', async () => {
  const { form, jar } = await confirmedMember();
  const newPassword = 'a new long password';

  const wrong = refused(
    (
      await submit(
        changePasswordForm,
        { currentPassword: 'not it', password: newPassword, confirmPassword: newPassword },
        { jar },
      )
    ).outcome,
  );
  expect(Object.keys(wrong.fieldErrors ?? {})).toEqual(['currentPassword']);
  expect(wrong.values).toEqual({});
  const changed = done(
    (
      await submit(
        changePasswordForm,
        { currentPassword: form.password, password: newPassword, confirmPassword: newPassword },
        { jar },
      )
    ).outcome,
  );
  expect(changed.message).toMatch(/Your password has been changed/);
  expect(await sessionFromJar(jar)).toBeDefined();

  // A session that has ended is refused, saying so.
  const nobody = refused(
    (await submit(deleteAccountForm, { currentPassword: newPassword }, { jar: new TestJar() }))
      .outcome,
  );
  expect(nobody.message).toBe('Your session has ended. Please sign in again.');

  const second = (await submit(loginForm, { email: form.email, password: newPassword })).jar;
  const out = await submit(signOutForm, { everywhere: '1' }, { jar });
  expect(redirected(out.outcome)).toBe('/community-login');
  expect(await sessionFromJar(jar)).toBeUndefined();
  expect(await sessionFromJar(second)).toBeUndefined();

  const third = (await submit(loginForm, { email: form.email, password: newPassword })).jar;
  const gone = await submit(deleteAccountForm, { currentPassword: newPassword }, { jar: third });
  expect(redirected(gone.outcome)).toBe('/community/goodbye');
  expect(third.session).toBeUndefined();
  const after = await submit(loginForm, { email: form.email, password: newPassword });
  expect(refused(after.outcome).message).toMatch(/do not match/);
});
