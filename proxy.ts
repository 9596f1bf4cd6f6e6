import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAMES } from '@/lib/auth/cookie';

/** The original site's alternative addresses, sent permanently to the canonical pages. */
const aliases: Record<string, string> = {
  '/home': '/',
  '/login': '/community-login',
  '/register': '/community-register',
};

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = aliases[pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  // Optimistic only: without a session cookie there is nothing to check, so go straight to the
  // login. With one, the page itself checks the session against the database.
  if (
    pathname === '/community' &&
    !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = '/community-login';
    url.search = `?next=${encodeURIComponent(pathname)}`;
    return NextResponse.redirect(url, 307);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/home', '/login', '/register', '/community'] };
