import { z } from 'zod';

/** Field rules shared by the portal's forms. */

export const emailField = z
  .email({ error: 'Enter a valid e-mail address, like name@example.com' })
  .max(254, { error: 'E-mail address must be at most 254 characters' });

/** NIST 800-63B: length only, no composition rules; long passphrases welcome. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const newPasswordField = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const PASSWORDS_DIFFER = 'Passwords do not match';
