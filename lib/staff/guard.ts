import 'server-only';
import { staffSessionFromJar, type StaffSessionRecord } from '@/lib/auth/staff-session';
import type { StaffRole } from '@/lib/db/schema';
import type { CookieJar } from '@/lib/http/cookies';
import { HttpError } from '@/lib/http/errors';

/**
 * The staff member behind a form's post, re-checked against the database: a session past its
 * second factor, of an enabled account with the role. Otherwise 401, or 403 for a session before
 * its second factor or without the role; neither names anyone.
 */
export async function staffMember(
  jar: CookieJar,
  role: StaffRole = 'staff',
): Promise<StaffSessionRecord> {
  const session = await staffSessionFromJar(jar);
  if (!session) throw new HttpError(401, 'Your staff session has ended. Sign in again.');
  if (session.secondFactorAt === null || (role === 'admin' && session.staff.role !== 'admin')) {
    throw new HttpError(403, 'Your staff session cannot do this.');
  }
  return session;
}

/** The actor an audit entry names. */
export const actorOf = (session: StaffSessionRecord) => ({
  id: session.staff.id,
  email: session.staff.email,
});
