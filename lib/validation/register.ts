import * as z from 'zod/mini';
import { singleLine } from './characters';
import { emailField, newPasswordField, passwordsMatch } from './fields';
import { genders } from './form-constants';

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}` })
    .check(
      z.trim(),
      z.minLength(1, { error: `Enter your ${label}` }),
      z.maxLength(100, { error: `Your ${label} must be at most 100 characters` }),
      singleLine(`Your ${label}`),
    );

/** What is wrong with a phone number for its country, or undefined (lib/validation/phone.ts). */
export type PhoneCheck = (phone: string, country: string) => string | undefined;

/**
 * "Create an account", checked the same way in the browser (react-hook-form) and by the form's
 * Server Action (lib/community/forms.ts). The phone number's check is handed in: it needs the
 * numbering plans (libphonenumber-js), which the server imports with it (register-with-phone.ts)
 * and the browser loads with this schema once the visitor starts on the form
 * (components/community/register-resolver.ts).
 * requiresState / requiresCity say whether the chosen country has states and the chosen state
 * cities: the form sets them from the lists it loaded, the server from the dataset itself.
 */
export const registerSchemaWith = (phoneProblem: PhoneCheck) =>
  z
    .strictObject({
      firstName: name('first name'),
      lastName: name('last name'),
      username: z.string({ error: 'Choose a username' }).check(
        z.trim(),
        z.minLength(3, { error: 'Username must be at least 3 characters' }),
        z.maxLength(30, { error: 'Username must be at most 30 characters' }),
        z.regex(/^[A-Za-z0-9._-]+$/, {
          error: 'Use letters, digits, dots, dashes or underscores',
        }),
      ),
      email: emailField,
      phoneCountry: z
        .string()
        .check(z.regex(/^([A-Z]{2})?$/, { error: 'Choose a country or International' })),
      phone: z
        .string({ error: 'Enter a phone number' })
        .check(
          z.maxLength(250, { error: 'Phone number must be at most 250 characters' }),
          singleLine('Your phone number'),
        ),
      gender: z.optional(
        z.enum(['', ...genders], { error: 'Choose from the list, or leave it empty' }),
      ),
      password: newPasswordField,
      confirmPassword: z.string({ error: 'Confirm your password' }),
      country: z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'Choose your country' })),
      state: z.string().check(z.maxLength(10, { error: 'Choose your state' }), singleLine('State')),
      city: z.string().check(z.maxLength(100, { error: 'Choose your city' }), singleLine('City')),
      requiresState: z.boolean(),
      requiresCity: z.boolean(),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.phone.trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number' });
        } else {
          const problem = phoneProblem(value.phone, value.phoneCountry);
          if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
        }
        if (value.requiresState && !value.state) {
          ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose your state' });
        }
        if (value.requiresCity && !value.city) {
          ctx.addIssue({ code: 'custom', path: ['city'], message: 'Choose your city' });
        }
      }),
      passwordsMatch,
    );

type RegisterSchema = ReturnType<typeof registerSchemaWith>;
export type RegisterInput = z.input<RegisterSchema>;
export type RegisterValues = z.output<RegisterSchema>;
