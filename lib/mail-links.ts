import 'server-only';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { setLinkToken } from '@/lib/db/queries/mail-links';
import type { MailLinkKind, OutboxMessage } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/site';

/**
 * Links that let their holder in (a password reset, an address confirmation, a staff set-up)
 * are never stored in a usable form. The link's row holds the hash of a token no one was given,
 * and its mail waits in the outbox with the link's address only. The mail worker makes the token
 * as it sends the mail: it stores the token's hash on the row, starts the link's hours then, and
 * puts the link into the text where `LINK` stands. A copy of the database (a backup, another
 * user of the machine, a stolen disk) holds no token that works on the site, and a mail delayed
 * by an outage or a restore still arrives with a link that works.
 */
export const LINK = '{link}';

const HOUR_MS = 3_600_000;

const kinds: Record<MailLinkKind, { path: string; lifetimeMs: () => number }> = {
  'password-reset': { path: '/community-reset-password', lifetimeMs: () => HOUR_MS },
  'email-confirmation': { path: '/community-confirm', lifetimeMs: () => 24 * HOUR_MS },
  'staff-setup': {
    path: '/staff/setup',
    lifetimeMs: () => env().STAFF_SETUP_LINK_HOURS * HOUR_MS,
  },
  'alert-confirmation': { path: '/alerts/confirm', lifetimeMs: () => 48 * HOUR_MS },
  'company-invitation': { path: '/community/company/join', lifetimeMs: () => 7 * 24 * HOUR_MS },
  // Opens the opportunity for a member of the invited company: what it grants is their company's
  // invitation, which the link does not replace, so it may live as long as an opportunity runs.
  'opportunity-invitation': {
    path: '/community/opportunities/invitation',
    lifetimeMs: () => 90 * 24 * HOUR_MS,
  },
};

/** When a link of this kind, given its token now, stops working. */
export const linkEnd = (kind: MailLinkKind, now = Date.now()) =>
  new Date(now + kinds[kind].lifetimeMs());

/** A new link's row holds this until its mail is sent: the hash of a token nobody holds. */
export const unissuedTokenHash = () => hashToken(newToken());

/** What a mail carries to have row `id`'s link made as it is sent. */
export function singleUseLink(kind: MailLinkKind, id: string) {
  return { link: absoluteUrl(kinds[kind].path), linkKind: kind, linkTokenId: id };
}

/** The link with a token, for someone given it now (the command line's set-up link). */
export const linkWithToken = (kind: MailLinkKind, token: string, base?: string) =>
  new URL(`${kinds[kind].path}?token=${token}`, base ?? absoluteUrl('/')).toString();

/**
 * The text and link of a mail about to be sent: a single-use link gets its token now. Null when
 * that link may no longer be used (spent, replaced, or its account gone): the mail has nothing
 * left to say.
 */
export async function readyToSend(
  message: Pick<OutboxMessage, 'body' | 'link' | 'linkKind' | 'linkTokenId'>,
): Promise<{ text: string; link: string | null } | null> {
  const { body, link, linkKind, linkTokenId } = message;
  if (!linkKind || !linkTokenId || !link) return { text: body, link };
  const token = newToken();
  if (!(await setLinkToken(linkKind, linkTokenId, hashToken(token), linkEnd(linkKind)))) {
    return null;
  }
  const withToken = `${link}?token=${token}`;
  return { text: body.split(LINK).join(withToken), link: withToken };
}
