import { z } from 'zod';
import { emailField } from './fields';

export const loginSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(256, { error: 'Password must be at most 256 characters' }),
});

export type LoginValues = z.infer<typeof loginSchema>;
