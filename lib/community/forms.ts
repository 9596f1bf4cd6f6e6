import 'server-only';
import * as z from 'zod/mini';
import {
  clearedSessionCookies,
  endAllSessions,
  endSession,
  sessionFromJar,
  setSessionCookies,
  startSession,
} from '@/lib/auth/session';
import { reserveNewAccount } from '@/lib/caps';
import { withdrawMemberEnquiry } from '@/lib/db/queries/member-enquiries';
import { defineForm, pick, textFields } from '@/lib/forms/core';
import type { FormState } from '@/lib/forms/state';
import { HttpError } from '@/lib/http/errors';
import { listCities, listStates } from '@/lib/locations';
import { consume, limits } from '@/lib/rate-limit';
import { safeNextPath } from '@/lib/safe-next';
import { changePasswordSchema, deleteAccountSchema } from '@/lib/validation/account';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { loginSchema } from '@/lib/validation/login';
import { passwordResetRequestSchema, passwordResetSchema } from '@/lib/validation/password-reset';
import { registerSchema } from '@/lib/validation/register-with-phone';
import { changePassword, deleteAccount, memberSession } from './account';
import { confirmEmail } from './email-confirmation';
import { signIn } from './login';
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from './password-reset';
import { CHECK_INBOX, registerMember } from './register';

/**
 * The portal's forms: each a definition run by lib/forms (app/(community)/actions.ts serves them
 * as Server Actions). Refusals come from the shared schemas and from the domain code's
 * HttpErrors; what a form may give back is listed in `keep`, never a password.
 */

export const loginForm = defineForm({
  schema: loginSchema,
  keep: ['email'],
  read: (fields) => pick(fields, ['email', 'password']),
  async work(values, { address, cookies, form }) {
    const { memberId, providerAnswer } = await signIn(values, address);
    setSessionCookies(cookies, await startSession({ memberId, providerProfile: providerAnswer }));
    return { redirect: safeNextPath(textFields(form).next) };
  },
});

const registrationFields = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneCountry',
  'phone',
  'gender',
  'country',
  'state',
  'city',
] as const;

/**
 * The lists the next step chooses from, for a browser without JavaScript (with it, the form
 * loads them itself): the chosen country's states, and the chosen state's cities.
 */
function locationChoices(state: FormState, fields: Record<string, string>): FormState {
  const country = fields.country ?? '';
  const states = country ? (listStates(country) ?? []) : [];
  const stateCode = states.some((s) => s.code === fields.state) ? (fields.state ?? '') : '';
  const cities = stateCode ? (listCities(country, stateCode) ?? []) : [];
  return {
    ...state,
    options: {
      state: states.map((s) => ({ value: s.code, label: s.name })),
      city: cities.map((c) => ({ value: c.name, label: c.name })),
    },
  };
}

export const registerForm = defineForm({
  schema: registerSchema,
  keep: registrationFields,
  read: (fields) => ({
    ...pick(fields, [...registrationFields, 'password', 'confirmPassword']),
    // A select with nothing to choose yet is disabled, and a browser does not post it.
    state: fields.state ?? '',
    city: fields.city ?? '',
    // The form's hints of whether the lists above need a choice; the server's lists decide.
    requiresState: fields.requiresState === 'true',
    requiresCity: fields.requiresCity === 'true',
  }),
  refused: locationChoices,
  async work(values, { address, cookies }) {
    await consume(limits.registerByAddress(address));
    await reserveNewAccount();
    const registered = await registerMember(values);
    if (!registered.signedIn) return { status: 'done', message: CHECK_INBOX };
    const { memberId, providerAnswer } = registered;
    setSessionCookies(cookies, await startSession({ memberId, providerProfile: providerAnswer }));
    return { redirect: '/community' };
  },
});

export const confirmEmailForm = defineForm({
  schema: z.strictObject({
    token: z
      .string({ error: 'This confirmation link is incomplete' })
      .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This confirmation link is incomplete' })),
    password: z
      .string({ error: 'Enter your password' })
      .check(
        z.minLength(1, { error: 'Enter your password' }),
        z.maxLength(256, { error: 'Password must be at most 256 characters' }),
      ),
  }),
  keep: [],
  read: (fields) => pick(fields, ['token', 'password']),
  async work({ token, password }, { address, cookies }) {
    const { memberId } = await confirmEmail(token, password, address);
    setSessionCookies(cookies, await startSession({ memberId }));
    return { redirect: '/community' };
  },
});

export const resetRequestForm = defineForm({
  schema: passwordResetRequestSchema,
  keep: ['email'],
  read: (fields) => pick(fields, ['email']),
  async work({ email }, { address }) {
    await requestPasswordReset(email, address);
    // The same words whether or not the address has an account.
    return { status: 'done', message: RESET_REQUESTED };
  },
});

export const newPasswordForm = defineForm({
  schema: passwordResetSchema,
  keep: [],
  read: (fields) => pick(fields, ['token', 'password', 'confirmPassword']),
  async work({ token, password }, { address }) {
    await resetPassword(token, password, address);
    return { redirect: '/community-login?reset=1' };
  },
});

export const changePasswordForm = defineForm({
  schema: changePasswordSchema,
  keep: [],
  read: (fields) => pick(fields, ['currentPassword', 'password', 'confirmPassword']),
  async work(values, { address, cookies }) {
    await changePassword(await memberSession(cookies), values, address);
    return {
      status: 'done',
      message: 'Your password has been changed. Your other devices have been signed out.',
    };
  },
});

export const deleteAccountForm = defineForm({
  schema: deleteAccountSchema,
  keep: [],
  read: (fields) => pick(fields, ['currentPassword']),
  async work({ currentPassword }, { address, cookies }) {
    await deleteAccount(await memberSession(cookies), currentPassword, address);
    setSessionCookies(cookies, clearedSessionCookies());
    return { redirect: '/community/goodbye' };
  },
});

/** Sign out here, or (the second button) every session of the member. */
export const signOutForm = defineForm({
  schema: z.strictObject({ everywhere: z.optional(z.literal('1')) }),
  keep: [],
  read: (fields) => (fields.everywhere ? { everywhere: fields.everywhere } : {}),
  async work({ everywhere }, { cookies }) {
    const session = await sessionFromJar(cookies);
    if (everywhere && session?.memberId) await endAllSessions(session.memberId);
    else await endSession(cookies);
    setSessionCookies(cookies, clearedSessionCookies());
    return { redirect: '/community-login' };
  },
});

const NOT_YOURS = 'We could not find that enquiry in your account.';

/** A member withdraws one of their enquiries: staff stop, its CV is deleted. Theirs only. */
export const withdrawForm = defineForm({
  schema: z.strictObject({ id: z.uuid({ error: NOT_YOURS }) }),
  keep: [],
  read: (fields) => pick(fields, ['id']),
  async work({ id }, { cookies }) {
    const session = await memberSession(cookies);
    if (!(await withdrawMemberEnquiry(session.member.id, id))) throw new HttpError(404, NOT_YOURS);
    return {
      status: 'done',
      message: `${enquiryReference(id)} has been withdrawn.`,
      // The list around the form shows the new status.
      refresh: true,
    };
  },
});
