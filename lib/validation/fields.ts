import * as z from 'zod/mini';
import { withoutControlCharacters } from './control-characters';

/**
 * Field rules shared by the portal's forms. Written with zod/mini: the forms ship these schemas
 * to the browser, and the mini API keeps the registration page inside its JavaScript budget.
 */

export const emailField = z
  .string({ error: 'Enter a valid e-mail address, like name@example.com' })
  .check(
    z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
    z.maxLength(254, { error: 'E-mail address must be at most 254 characters' }),
    withoutControlCharacters('Your e-mail address'),
  );

/** NIST 800-63B: length only, no composition rules; long passphrases welcome. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .check(
    z.minLength(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` }),
    z.maxLength(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` }),
    withoutControlCharacters('Your password'),
  );

export const PASSWORDS_DIFFER = 'Passwords do not match';
