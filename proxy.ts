import { NextResponse, type NextRequest } from 'next/server';

/** The original site's alternative addresses, sent permanently to the canonical pages. */
const aliases: Record<string, string> = {
  '/home': '/',
  '/login': '/community-login',
  '/register': '/community-register',
};

export function proxy(request: NextRequest) {
  const target = aliases[request.nextUrl.pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/home', '/login', '/register'] };
