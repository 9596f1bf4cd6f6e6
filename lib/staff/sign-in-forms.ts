import 'server-only';
import * as z from 'zod/mini';
import { clearedStaffCookie, staffSessionFromJar } from '@/lib/auth/staff-session';
import { clearPendingTotp } from '@/lib/db/queries/staff-credentials';
import { deleteStaffSessionById } from '@/lib/db/queries/staff-sessions';
import { defineForm, pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { confirmEnrolment, completeSetup, passSecondFactor, signInWithPassword } from './sign-in';

/**
 * The back office's sign-in forms: each a definition run by lib/forms (app/(staff)/staff/actions.ts
 * serves them as Server Actions). The inbox's forms are in lib/staff/inbox-forms.ts.
 */

export const WRONG_SIGN_IN = 'That e-mail address and password do not match a staff account.';
export const WRONG_CODE =
  'That code is not right. Enter the current code from your authenticator app, or a recovery code.';
export const DEAD_LINK = 'This set-up link is not valid any more. Ask an admin for a new one.';

const short = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}` })
    .check(
      z.minLength(1, { error: `Enter your ${label}` }),
      z.maxLength(max, { error: `Your ${label} is too long` }),
    );

export const staffSignInForm = defineForm({
  schema: z.strictObject({ email: short('e-mail address', 254), password: short('password', 256) }),
  keep: ['email'],
  read: (fields) => pick(fields, ['email', 'password']),
  async work({ email, password }, { address, cookies }) {
    const step = await signInWithPassword(email, password, address);
    if (step === 'wrong') throw new HttpError(401, WRONG_SIGN_IN);
    cookies.set(step.cookie);
    return { redirect: step.next };
  },
});

export const staffSetupForm = defineForm({
  schema: z.strictObject({
    token: z.string({ error: DEAD_LINK }),
    password: z
      .string({ error: 'Choose a password of 12 to 128 characters' })
      .check(
        z.minLength(12, { error: 'Choose a password of 12 to 128 characters' }),
        z.maxLength(128, { error: 'Choose a password of 12 to 128 characters' }),
      ),
  }),
  keep: [],
  read: (fields) => ({ token: fields.token ?? '', password: fields.password }),
  async work({ token, password }, { address, cookies }) {
    const cookie = await completeSetup(token, password, address);
    if (cookie === 'link') throw new HttpError(400, DEAD_LINK);
    cookies.set(cookie);
    return { redirect: '/staff/enrol' };
  },
});

const codeSchema = z.strictObject({
  code: z
    .string({ error: 'Enter the code' })
    .check(
      z.minLength(1, { error: 'Enter the code' }),
      z.maxLength(40, { error: 'That code is too long' }),
    ),
});

export const staffCodeForm = defineForm({
  schema: codeSchema,
  keep: [],
  read: (fields) => pick(fields, ['code']),
  async work({ code }, { address, cookies }) {
    const session = await staffSessionFromJar(cookies);
    if (!session) return { redirect: '/staff/sign-in' };
    if (!session.staff.totpSecret) return { redirect: '/staff/enrol' };
    const cookie = await passSecondFactor(session, code, address);
    if (cookie === 'wrong') throw new HttpError(401, WRONG_CODE, { code: [WRONG_CODE] });
    cookies.set(cookie);
    return { redirect: '/staff' };
  },
});

export const staffEnrolForm = defineForm({
  schema: codeSchema,
  keep: [],
  read: (fields) => pick(fields, ['code']),
  async work({ code }, { address, cookies }) {
    const session = await staffSessionFromJar(cookies);
    if (!session) return { redirect: '/staff/sign-in' };
    if (session.staff.totpSecret) return { redirect: '/staff/sign-in/code' };
    const cookie = await confirmEnrolment(session, code, address);
    if (cookie === 'wrong') {
      const message = 'That code is not right. Enter the current code from your authenticator app.';
      throw new HttpError(401, message, { code: [message] });
    }
    cookies.set(cookie);
    return { redirect: '/staff' };
  },
});

/** Drops the key being enrolled, so the enrolment page makes a new one with new recovery codes. */
export const staffNewKeyForm = defineForm({
  // Reads no field: whatever else arrives (a button's name, a stray field) is dropped.
  schema: z.object({}),
  keep: [],
  async work(_, { cookies }) {
    const session = await staffSessionFromJar(cookies);
    if (!session) return { redirect: '/staff/sign-in' };
    if (!session.staff.totpSecret) await clearPendingTotp(session.staff.id);
    return { redirect: '/staff/enrol' };
  },
});

export const staffSignOutForm = defineForm({
  schema: z.object({}),
  keep: [],
  async work(_, { cookies }) {
    const session = await staffSessionFromJar(cookies);
    if (session) await deleteStaffSessionById(session.id);
    cookies.set(clearedStaffCookie());
    return { redirect: '/staff/sign-in' };
  },
});
