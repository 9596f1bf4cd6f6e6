import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { PASSWORDS_DIFFER } from '@/lib/validation/fields';
import { passwordResetSchema } from '@/lib/validation/password-reset';
import { registerSchema } from '@/lib/validation/register-with-phone';
import { registration } from '../support/requests';

/** Field -> messages, as the route handlers answer and the forms show. */
function fieldErrorsOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

const member = registration();

describe('the password-match rule', () => {
  it('registration: different passwords are named in the same pass as a bad e-mail', () => {
    const errors = fieldErrorsOf(registerSchema, {
      ...member,
      email: 'not an address',
      confirmPassword: 'another passphrase',
    });
    expect(errors.email).toEqual(['Enter a valid e-mail address, like name@example.com']);
    expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
  });

  it('registration: the mismatch shows even while a choice is still missing', () => {
    // The form starts with no country chosen: a missing choice must not hide the mismatch.
    const errors = fieldErrorsOf(registerSchema, {
      ...member,
      country: '',
      email: 'not an address',
      confirmPassword: 'another passphrase',
    });
    expect(errors.country).toEqual(['Choose your country']);
    expect(errors.gender).toBeUndefined();
    expect(errors.email).toEqual(['Enter a valid e-mail address, like name@example.com']);
    expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
  });

  it('registration: an empty form names the missing fields without a false mismatch', () => {
    const errors = fieldErrorsOf(registerSchema, {
      ...member,
      firstName: '',
      password: '',
      confirmPassword: '',
    });
    expect(errors.firstName).toBeDefined();
    expect(errors.password).toBeDefined();
    expect(errors.confirmPassword).toBeUndefined();
  });

  it('registration: a missing or mistyped confirmation is refused, never a crash', () => {
    const withoutConfirmation = { ...member, confirmPassword: undefined };
    expect(fieldErrorsOf(registerSchema, withoutConfirmation).confirmPassword).toEqual([
      'Confirm your password',
    ]);
    expect(
      fieldErrorsOf(registerSchema, { ...member, password: 42 }).confirmPassword,
    ).toBeUndefined();
    expect(registerSchema.safeParse(member).success).toBe(true);
  });

  it('new password: a mismatch shows together with a broken link and a short password', () => {
    const errors = fieldErrorsOf(passwordResetSchema, {
      token: 42,
      password: 'short',
      confirmPassword: 'shorter',
    });
    expect(errors.token).toEqual(['This reset link is incomplete']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.confirmPassword).toEqual([PASSWORDS_DIFFER]);
  });
});
