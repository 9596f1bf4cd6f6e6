import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import {
  deleteMemberSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
  type SessionRecord,
} from '@/lib/db/queries/sessions';
import { pruneExpired } from '@/lib/db/queries/housekeeping';
import { env } from '@/lib/env';
import type { CookieJar, CookieWrite } from '@/lib/http/cookies';
import { requestCookie } from '@/lib/http/request-cookie';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE, SIGNED_IN_COOKIE } from './cookie';
import { hashToken, newToken } from './tokens';
import { log } from '@/lib/log';

export type { SessionRecord };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000;

function secureCookies(): boolean {
  const { SESSION_COOKIE_SECURE, NODE_ENV } = env();
  return SESSION_COOKIE_SECURE ?? NODE_ENV === 'production';
}

export function sessionCookieName(): string {
  return secureCookies() ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

function ttlMs(): number {
  return env().SESSION_TTL_DAYS * DAY_MS;
}

/** The session cookie and the signed-in marker, always set and cleared together. */
export type SessionCookies = CookieWrite[];

function sessionCookies(token: string, maxAge: number): SessionCookies {
  const common = { maxAge, secure: secureCookies(), sameSite: 'lax' as const };
  return [
    { name: sessionCookieName(), value: token, httpOnly: true, ...common },
    { name: SIGNED_IN_COOKIE, value: token && '1', httpOnly: false, ...common },
  ];
}

export function tokenFromRequest(request: Request): string | undefined {
  return requestCookie(request, sessionCookieName());
}

/** Sets the session's cookies on a form's answer. */
export function setSessionCookies(jar: CookieJar, cookies: SessionCookies): void {
  for (const cookie of cookies) jar.set(cookie);
}

/** Starts a session and returns the Set-Cookie headers that hand it to the browser. */
export async function startSession(owner: {
  memberId: string | null;
  providerProfile?: unknown;
}): Promise<SessionCookies> {
  const token = newToken();
  await insertSession({
    tokenHash: hashToken(token),
    memberId: owner.memberId,
    providerProfile: owner.providerProfile,
    expiresAt: new Date(Date.now() + ttlMs()),
  });
  // Now and then, not on a timer: every instance shares the work without a scheduler.
  if (Math.random() < 0.02) {
    pruneExpired().catch((error: unknown) =>
      log.error({ err: error }, 'housekeeping prune failed'),
    );
  }
  return sessionCookies(token, Math.floor(ttlMs() / 1000));
}

export function clearedSessionCookies(): SessionCookies {
  return sessionCookies('', 0);
}

async function resolve(token: string | undefined): Promise<SessionRecord | undefined> {
  if (!token || token.length > 100) return undefined;
  const session = await findLiveSession(hashToken(token));
  if (!session) return undefined;
  if (Date.now() - session.lastUsedAt.getTime() > EXTEND_AFTER_MS) {
    await extendSession(session.id, new Date(Date.now() + ttlMs()));
  }
  return session;
}

/** The session behind a route handler's request, re-checked against the database. */
export function sessionFromRequest(request: Request): Promise<SessionRecord | undefined> {
  return resolve(tokenFromRequest(request));
}

/** The session behind a form's post, re-checked against the database. */
export function sessionFromJar(jar: CookieJar): Promise<SessionRecord | undefined> {
  return resolve(jar.get(sessionCookieName()));
}

/** The session of the page being rendered (server components), looked up once per request. */
export const currentSession = cache(async (): Promise<SessionRecord | undefined> => {
  const store = await cookies();
  return resolve(store.get(sessionCookieName())?.value);
});

/** Whether the page's request carries either cookie, live or not (server components). */
export async function holdsSessionCookies(): Promise<boolean> {
  const store = await cookies();
  return store.has(sessionCookieName()) || store.has(SIGNED_IN_COOKIE);
}

/**
 * Where a portal page sends a browser whose cookies outlived its session: a route handler,
 * since only a response can clear cookies, which then goes on to the login.
 */
export function signedOutPath(next: string): string {
  return `/api/community/signed-out?next=${encodeURIComponent(next)}`;
}

/** Ends the session whose cookie the form's post carries. */
export async function endSession(jar: CookieJar): Promise<void> {
  const token = jar.get(sessionCookieName());
  if (token) await deleteSession(hashToken(token));
}

export async function endAllSessions(memberId: string): Promise<void> {
  await deleteMemberSessions(memberId);
}
