import * as z from 'zod/mini';
import { withoutControlCharacters } from './characters';
import { emailField } from './fields';

export const loginSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: 'Enter your password' })
    .check(
      z.minLength(1, { error: 'Enter your password' }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
      withoutControlCharacters('Your password'),
    ),
});

export type LoginValues = z.infer<typeof loginSchema>;
