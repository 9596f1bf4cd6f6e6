/**
 * The route handlers check the same schemas as the forms: a password mismatch comes back in the
 * same 422 as every other field's error, and nothing is stored.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { PASSWORDS_DIFFER } from '@/lib/validation/fields';
import { storedCounts } from '../support/counts';
import { useTestDatabase } from '../support/database';
import { jsonRequest, registration } from '../support/requests';

const noParams = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase();
}, 60_000);
afterAll(() => cleanup());

async function fieldErrorsOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { fieldErrors?: Record<string, string[]> };
  return body.fieldErrors ?? {};
}

test('registration answers the mismatch with a missing choice and a bad e-mail', async () => {
  const before = await storedCounts();
  const body = registration({
    gender: '',
    email: 'not an address',
    confirmPassword: 'another passphrase',
  });
  const errors = await fieldErrorsOf(
    await register(jsonRequest('/api/community/register', body), noParams),
  );
  expect(errors.gender).toEqual(['Choose male or female']);
  expect(errors.email).toEqual(['Enter a valid e-mail address, like name@example.com']);
  expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
  expect(await storedCounts()).toEqual(before);
});

test('a new password answers the mismatch with a broken link', async () => {
  const body = { token: 42, password: 'short', confirmPassword: 'shorter' };
  const errors = await fieldErrorsOf(
    await confirmReset(jsonRequest('/api/community/password-reset/confirm', body), noParams),
  );
  expect(errors.token).toBeDefined();
  expect(errors.password).toEqual(['Password must be at least 8 characters']);
  expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
});
