import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAMES, SIGNED_IN_COOKIE } from '@/lib/auth/cookie';
import { buildPolicies, type PathPolicy } from '@/lib/csp/build-output.mjs';
import { newNonce, noncePolicy } from '@/lib/csp/policy.mjs';
import { isMissingItem } from '@/lib/missing-items';

/** The original site's alternative addresses, sent permanently to the canonical pages. */
const aliases: Record<string, string> = {
  '/home': '/',
  '/login': '/community-login',
  '/register': '/community-register',
};

const production = process.env.NODE_ENV === 'production';
let policies: ReturnType<typeof buildPolicies> | undefined;

/**
 * Production reads the build's prerendered pages for their script hashes; development renders
 * every page per request, so a nonce fits everywhere.
 */
function pathPolicy(pathname: string): PathPolicy {
  if (!production) return { kind: 'nonce' };
  policies ??= buildPolicies(`${process.cwd()}/.next`);
  return policies.forPath(pathname);
}

async function withPolicy(request: NextRequest): Promise<NextResponse> {
  // A form's post to a prerendered page (a Server Action without JavaScript) is answered with
  // the page rendered afresh, whose inline scripts are not the prerendered ones: a nonce then.
  const posted = request.method !== 'GET' && request.method !== 'HEAD';
  const chosen: PathPolicy = posted ? { kind: 'nonce' } : pathPolicy(request.nextUrl.pathname);
  if (chosen.kind === 'hashed') {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', chosen.policy);
    return response;
  }
  // Next.js takes the nonce from the request's policy and puts it on every script it renders.
  const policy = noncePolicy(newNonce(), { development: !production });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  // A job's, listing's or opportunity's page with nothing behind it draws its own "not found"; the status is
  // given here, as the page cannot set one without being sent blank (lib/missing-items.ts).
  const missing = !posted && (await isMissingItem(request.nextUrl.pathname));
  const response = NextResponse.next({ request: { headers }, ...(missing && { status: 404 }) });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const target = aliases[pathname];
  if (target) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 308);
  }
  // Optimistic only: without a session cookie there is nothing to check, so go straight to the
  // login, and forget a "signed in" marker that outlived its session so the header stops
  // offering "My account". With one, the page itself checks the session against the database.
  if (
    pathname === '/community' &&
    !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))
  ) {
    const url = request.nextUrl.clone();
    url.pathname = '/community-login';
    url.search = `?next=${encodeURIComponent(pathname)}`;
    const response = NextResponse.redirect(url, 307);
    if (request.cookies.has(SIGNED_IN_COOKIE)) response.cookies.delete(SIGNED_IN_COOKIE);
    return response;
  }
  return withPolicy(request);
}

// Every page; not route handlers, build assets or files with an extension (images, icon,
// robots.txt, sitemap.xml), which keep next.config.mjs's policy for non-pages; and not the
// prerendered pages whose policy server.mjs has already set, which need nothing from here and are
// served much faster without a proxy run. (A literal: Next reads this config without running it.)
export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static/|_next/image|.*\\..*).*)',
      missing: [{ type: 'header', key: 'x-static-page-policy' }],
    },
  ],
};
