import * as z from 'zod/mini';
import { singleLine, withoutControlCharacters } from './characters';
import { PASSWORD_MAX, PASSWORD_MIN } from './form-constants';

/**
 * Field rules shared by the portal's forms. Written with zod/mini: the forms ship these schemas
 * to the browser, and the mini API keeps the registration page inside its JavaScript budget.
 */

const EMAIL_MISSING = 'Enter your e-mail address';

/**
 * An address as every public form asks for it, with the same messages on each, and as every
 * part of the site keeps and compares it: trimmed and lower-cased here (the inbox's search,
 * erasure, withdrawal).
 */
export const emailField = z.string({ error: EMAIL_MISSING }).check(
  z.trim(),
  z.toLowerCase(),
  // A missing address is said once, without stopping the form's other checks (a password
  // pair's): the format (zod's own e-mail pattern) is checked only on what was typed.
  z.minLength(1, { error: EMAIL_MISSING }),
  z.refine<string>((value) => value === '' || z.regexes.email.test(value), {
    error: 'Enter a valid e-mail address, like name@example.com',
  }),
  z.maxLength(254, { error: 'E-mail address must be at most 254 characters' }),
  singleLine('Your e-mail address'),
);

export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .check(
    z.minLength(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` }),
    z.maxLength(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
    withoutControlCharacters('Your password'),
  );

export const PASSWORDS_DIFFER = 'Passwords do not match';

type PasswordPair = { password: string; confirmPassword: string };

const isPasswordPair = (value: unknown): value is PasswordPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PasswordPair).password === 'string' &&
  typeof (value as PasswordPair).confirmPassword === 'string';

/**
 * The confirmation repeats the password. zod skips an object's checks once any field has failed
 * its type (a choice not made yet, for one); `when` runs this one whenever both passwords are
 * text, so the mismatch shows with the other fields' errors of the same submit.
 */
export const passwordsMatch = z.refine<PasswordPair>(
  (value) => value.password === value.confirmPassword,
  {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER,
    when: (payload) => isPasswordPair(payload.value),
  },
);
