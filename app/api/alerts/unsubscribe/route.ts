import { stopByLink } from '@/lib/alerts/subscriptions';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { smallBody } from '@/lib/http/small-body';

/** What RFC 8058 has a mail program post. */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

function linkOf(request: Request) {
  const params = new URL(request.url).searchParams;
  return { alert: params.get('alert') ?? '', token: params.get('token') ?? '' };
}

/**
 * One-click unsubscribe (RFC 8058), the address in an alert mail's List-Unsubscribe header: the
 * mail program posts `List-Unsubscribe=One-Click` here, with no cookie and no sign-in, and the
 * alert stops. A forged link changes nothing (400); a second post says it was already stopped.
 */
export const POST = route(async (request) => {
  const body = (await smallBody(request)).trim();
  if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') {
    throw new HttpError(400, `Expected the body ${ONE_CLICK}.`);
  }
  const { alert, token } = linkOf(request);
  const message = await stopByLink(alert, token);
  return new Response(message, {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

/** Someone who opens the header's address in a browser gets the stop page, which asks first. */
export const GET = route(async (request) => {
  const { alert, token } = linkOf(request);
  const query = new URLSearchParams({ alert, token });
  return new Response(null, {
    status: 303,
    headers: { Location: `/alerts/stop?${query}`, 'Cache-Control': 'no-store' },
  });
});
