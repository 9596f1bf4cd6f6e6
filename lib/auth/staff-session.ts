import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import type { Audited } from '@/lib/db/queries/audit';
import {
  completeSecondFactor,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
  type StaffSessionRecord,
} from '@/lib/db/queries/staff-sessions';
import { env } from '@/lib/env';
import type { CookieJar, CookieWrite } from '@/lib/http/cookies';
import { requestCookie } from '@/lib/http/request-cookie';
import type { StaffRole } from '@/lib/db/schema';
import { hashToken, newToken } from './tokens';

export type { StaffSessionRecord };

/**
 * Staff sessions are a cookie of their own, SameSite=Strict, with an idle timeout and an absolute
 * lifetime both shorter than members'. A member's session never opens a /staff page.
 */
const SECURE_COOKIE = '__Host-staff_session';
const PLAIN_COOKIE = 'staff_session';
/** `last_used_at` is written at most this often; the idle timeout is counted from it. */
const TOUCH_AFTER_MS = 60 * 1000;

function secure(): boolean {
  const { SESSION_COOKIE_SECURE, NODE_ENV } = env();
  return SESSION_COOKIE_SECURE ?? NODE_ENV === 'production';
}

export function staffCookieName(): string {
  return secure() ? SECURE_COOKIE : PLAIN_COOKIE;
}

export type StaffCookie = CookieWrite;

function cookieHeader(value: string, maxAge: number): StaffCookie {
  return {
    name: staffCookieName(),
    value,
    maxAge,
    httpOnly: true,
    secure: secure(),
    sameSite: 'strict',
  };
}

/** Starts a session after the password; it opens nothing but the second-factor step. */
export async function startStaffSession(staffId: string): Promise<StaffCookie> {
  const token = newToken();
  const maxMs = env().STAFF_SESSION_MAX_HOURS * 60 * 60 * 1000;
  await insertStaffSession({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + maxMs),
  });
  return cookieHeader(token, Math.floor(maxMs / 1000));
}

export function clearedStaffCookie(): StaffCookie {
  return cookieHeader('', 0);
}

/**
 * The second factor passed: the session now opens the back office, under a new token so that the
 * password step's token opens nothing more; the sign-in's record goes with it.
 */
export async function secondFactorPassed(
  session: StaffSessionRecord,
  audited: Audited,
): Promise<StaffCookie> {
  const token = newToken();
  await completeSecondFactor(session.id, hashToken(token), audited);
  const leftMs = session.expiresAt.getTime() - Date.now();
  return cookieHeader(token, Math.max(1, Math.floor(leftMs / 1000)));
}

/**
 * Why a staff cookie no longer opens a session, for the sign-in page to say: `idle`, past the
 * idle timeout; `ended`, its session gone (an admin's reset, disabling or removal of the account,
 * a restore from a backup) or past its lifetime, which the cookie normally outlives by nothing.
 */
export type SignedOutReason = 'idle' | 'ended';

type Lookup = { session?: StaffSessionRecord; ended?: SignedOutReason };

async function lookUp(token: string | undefined): Promise<Lookup> {
  if (!token || token.length > 100) return {};
  const session = await findStaffSession(hashToken(token));
  if (!session) return { ended: 'ended' };
  const idleMs = env().STAFF_SESSION_IDLE_MINUTES * 60 * 1000;
  const idle = Date.now() - session.lastUsedAt.getTime();
  if (idle > idleMs) {
    await deleteStaffSession(hashToken(token));
    return { ended: 'idle' };
  }
  if (idle > TOUCH_AFTER_MS) await touchStaffSession(session.id);
  return { session };
}

async function resolve(token: string | undefined): Promise<StaffSessionRecord | undefined> {
  return (await lookUp(token)).session;
}

/** The staff session of a route handler's request, whatever its stage. */
export function staffSessionFromRequest(request: Request): Promise<StaffSessionRecord | undefined> {
  return resolve(requestCookie(request, staffCookieName()));
}

/** The staff session of a form's post, whatever its stage. */
export function staffSessionFromJar(jar: CookieJar): Promise<StaffSessionRecord | undefined> {
  return resolve(jar.get(staffCookieName()));
}

/**
 * The staff session of the page being rendered, whatever its stage, or why its cookie opens
 * none: looked up once per request, however many parts of the page (the layout's bar, the page
 * itself) ask for it.
 */
const currentLookUp = cache(async (): Promise<Lookup> => {
  const store = await cookies();
  return lookUp(store.get(staffCookieName())?.value);
});

export const currentStaffSession = cache(
  async (): Promise<StaffSessionRecord | undefined> => (await currentLookUp()).session,
);

/** Past its second factor, with the role: the rule every part of the back office applies. */
export function allowedFor(session: StaffSessionRecord, role: StaffRole): boolean {
  return session.secondFactorAt !== null && (role === 'staff' || session.staff.role === 'admin');
}

/**
 * For /staff pages that show or change anything: a session past its second factor, of an account
 * that is enabled and holds the role. Anyone else goes to the sign-in (or its second step); one
 * whose session ended there is told why (`signed-out`).
 */
export async function requireStaffPage(role: StaffRole = 'staff'): Promise<StaffSessionRecord> {
  const { session, ended } = await currentLookUp();
  if (!session) redirect(ended ? `/staff/sign-in?signed-out=${ended}` : '/staff/sign-in');
  if (session.secondFactorAt === null) redirect('/staff/sign-in/code');
  if (!allowedFor(session, role)) redirect('/staff');
  return session;
}
