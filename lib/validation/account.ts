import * as z from 'zod/mini';
import { withoutControlCharacters } from './characters';
import { newPasswordField, passwordsMatch } from './fields';

/** The password a signed-in member types to prove it is them; checked against the stored hash. */
const currentPasswordField = z
  .string({ error: 'Enter your current password' })
  .check(
    z.minLength(1, { error: 'Enter your current password' }),
    z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    withoutControlCharacters('Your password'),
  );

export const changePasswordSchema = z
  .strictObject({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Confirm your new password' }),
  })
  .check(passwordsMatch);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.strictObject({ currentPassword: currentPasswordField });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
