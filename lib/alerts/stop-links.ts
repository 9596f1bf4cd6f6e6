import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { keyedHash } from '@/lib/auth/secrets';
import { absoluteUrl } from '@/lib/site';

/**
 * An alert's stop links: the page a person opens (a button that stops it) and the address a
 * mail program posts to for RFC 8058's one-click unsubscribe. Their token is a keyed hash of the
 * alert's id under the server's secrets key (lib/auth/secrets.ts): usable by the mail's reader,
 * stored nowhere, and not made from a backup, which holds no key.
 */
/** The stop link's token for an alert: usable by the mail's reader, held by no database. */
export const stopToken = (alertId: string) => keyedHash(`alert-stop:${alertId}`);

export function stopLinks(alertId: string) {
  const query = `alert=${alertId}&token=${stopToken(alertId)}`;
  return {
    page: absoluteUrl(`/alerts/stop?${query}`),
    oneClick: absoluteUrl(`/api/alerts/unsubscribe?${query}`),
  };
}

/** An alert's id as the database holds it: anything else is no alert's (never a query's error). */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function validStopLink(alertId: string, token: string): boolean {
  if (!isUuid(alertId) || !/^[0-9a-f]{64}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(stopToken(alertId)), Buffer.from(token));
}
