import 'server-only';
import type * as z from 'zod/mini';
import {
  allowedFor,
  staffSessionFromJar,
  staffSessionFromRequest,
  type StaffSessionRecord,
} from '@/lib/auth/staff-session';
import type { StaffRole } from '@/lib/db/schema';
import {
  defineForm,
  type FormContext,
  type FormDefinition,
  type FormOutcome,
} from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';

/**
 * The one rule of who may act in the back office, for its forms and its route handlers (pages
 * redirect instead: requireStaffPage): a session past its second factor, of an enabled account
 * with the role. Otherwise 401, or 403 for a session before its second factor or without the
 * role; neither names anyone.
 */
function authorised(session: StaffSessionRecord | undefined, role: StaffRole): StaffSessionRecord {
  if (!session) throw new HttpError(401, 'Your staff session has ended. Sign in again.');
  if (!allowedFor(session, role)) throw new HttpError(403, 'Your staff session cannot do this.');
  return session;
}

/** The actor an audit entry names. */
export const actorOf = (session: StaffSessionRecord) => ({
  id: session.staff.id,
  email: session.staff.email,
});

/** The staff member behind a route handler's request (a download, the export). */
export async function requireStaff(request: Request, role: StaffRole = 'staff') {
  const { staff } = authorised(await staffSessionFromRequest(request), role);
  return { id: staff.id, email: staff.email, name: staff.name };
}

/** The staff member behind a form's post, for the sign-in steps' own checks. */
export async function staffMember(jar: FormContext['cookies'], role: StaffRole = 'staff') {
  return authorised(await staffSessionFromJar(jar), role);
}

type StaffContext = FormContext & {
  form: FormData;
  session: StaffSessionRecord;
  actor: ReturnType<typeof actorOf>;
};

/**
 * A back-office form: its session (and role) checked once, before its work, which is handed
 * who asks (the session, and the actor its audit entries name). As saas-starter's
 * validatedActionWithUser does; no form checks the session by habit.
 */
export function defineStaffForm<S extends z.core.$ZodType>({
  role = 'staff',
  work,
  ...definition
}: Omit<FormDefinition<S>, 'work'> & {
  role?: StaffRole;
  work: (values: z.output<S>, context: StaffContext) => Promise<FormOutcome>;
}): FormDefinition<S> {
  return defineForm({
    ...definition,
    async work(values, context) {
      const session = await staffMember(context.cookies, role);
      return work(values, { ...context, session, actor: actorOf(session) });
    },
  });
}
