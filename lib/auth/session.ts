import 'server-only';
import { cookies } from 'next/headers';
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
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from './cookie';
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

function cookieHeader(value: string, maxAgeSeconds: number): string {
  const parts = [
    `${sessionCookieName()}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

export function tokenFromRequest(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  const name = sessionCookieName();
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

/** Starts a session and returns the Set-Cookie header value that hands it to the browser. */
export async function startSession(owner: {
  memberId: string | null;
  providerProfile?: unknown;
}): Promise<string> {
  const token = newToken();
  await insertSession({
    tokenHash: hashToken(token),
    memberId: owner.memberId,
    providerProfile: owner.providerProfile,
    expiresAt: new Date(Date.now() + ttlMs()),
  });
  // Now and then, not on a timer: every instance shares the work without a scheduler.
  if (Math.random() < 0.02) {
    pruneExpired().catch((error: unknown) => log.error({ err: error }, 'housekeeping prune failed'));
  }
  return cookieHeader(token, Math.floor(ttlMs() / 1000));
}

export function clearedSessionCookie(): string {
  return cookieHeader('', 0);
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

/** The session of the page being rendered (server components). */
export async function currentSession(): Promise<SessionRecord | undefined> {
  const store = await cookies();
  return resolve(store.get(sessionCookieName())?.value);
}

export async function endSession(request: Request): Promise<void> {
  const token = tokenFromRequest(request);
  if (token) await deleteSession(hashToken(token));
}

export async function endAllSessions(memberId: string): Promise<void> {
  await deleteMemberSessions(memberId);
}
