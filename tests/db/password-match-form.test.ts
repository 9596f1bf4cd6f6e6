/**
 * The forms check the same schemas as the browser: a password mismatch comes back in the same
 * refusal as every other field's message, and nothing is stored.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { newPasswordForm, registerForm } from '@/lib/community/forms';
import { PASSWORDS_DIFFER } from '@/lib/validation/fields';
import { storedCounts } from '../support/counts';
import { useTestDatabase } from '../support/database';
import { refused, submit, type Outcome } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase();
}, 60_000);
afterAll(() => cleanup());

function fieldErrorsOf(outcome: Outcome) {
  const refusal = refused(outcome);
  expect(refusal.message).toBe('Some fields need attention.');
  return refusal.fieldErrors ?? {};
}

test('registration answers the mismatch with a missing choice and a bad e-mail', async () => {
  const before = await storedCounts();
  const values = registration({
    country: '',
    email: 'not an address',
    confirmPassword: 'another passphrase',
  });
  const { outcome } = await submit(registerForm, registrationFields(values));
  const errors = fieldErrorsOf(outcome);
  expect(errors.country).toEqual(['Choose your country']);
  expect(errors.gender).toBeUndefined();
  expect(errors.email).toEqual(['Enter a valid e-mail address, like name@example.com']);
  expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
  expect(await storedCounts()).toEqual(before);
});

test('a new password answers the mismatch with a broken link', async () => {
  // A number where the link's token belongs: a form posts it as the text "42".
  const fields = { token: '42', password: 'short', confirmPassword: 'shorter' };
  const errors = fieldErrorsOf((await submit(newPasswordForm, fields)).outcome);
  expect(errors.token).toEqual(['This reset link is incomplete']);
  expect(errors.password).toEqual(['Password must be at least 8 characters']);
  expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
});
