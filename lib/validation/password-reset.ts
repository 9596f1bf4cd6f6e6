import * as z from 'zod/mini';
import { emailField, newPasswordField, passwordsMatch } from './fields';

export const passwordResetRequestSchema = z.strictObject({ email: emailField });
export type PasswordResetRequestValues = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .strictObject({
    token: z
      .string({ error: 'This reset link is incomplete' })
      .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This reset link is incomplete' })),
    password: newPasswordField,
    confirmPassword: z.string({ error: 'Confirm your password' }),
  })
  .check(passwordsMatch);
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;
