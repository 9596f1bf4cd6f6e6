import { clearedSessionCookies, sessionFromRequest } from '@/lib/auth/session';
import { setCookieHeader } from '@/lib/http/cookies';
import { route } from '@/lib/http/route';
import { safeNextPath } from '@/lib/safe-next';

/**
 * A portal page whose session the server no longer knows (ended elsewhere, expired, revoked by
 * a password reset) sends the browser here: the session cookie and the header's marker are
 * cleared, then the login follows. Anyone can link to this address, so a live session is left
 * alone.
 */
export const GET = route(async (request) => {
  const next = safeNextPath(new URL(request.url).searchParams.get('next'));
  const headers = new Headers({
    Location: `/community-login?next=${encodeURIComponent(next)}`,
    'Cache-Control': 'no-store',
  });
  if (!(await sessionFromRequest(request))) {
    for (const cookie of clearedSessionCookies()) headers.append(...setCookieHeader(cookie));
  }
  return new Response(null, { status: 303, headers });
});
