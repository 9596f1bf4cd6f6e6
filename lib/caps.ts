import 'server-only';
import { addToCounter, readCounter } from '@/lib/db/queries/rate-limits';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { tooMany } from '@/lib/rate-limit';

/**
 * Site-wide caps, whatever the number of addresses a visitor uses: new accounts per hour, and
 * attachment storage per hour and in all. Kept as rate_limits counters (attachments in KiB),
 * reserved atomically before anything is stored, so concurrent requests and several instances
 * cannot overshoot. The total counter never expires: it counts what was ever accepted.
 */
const HOUR = 60 * 60;
const FOREVER = 100 * 365 * 24 * HOUR;
const KEYS = {
  accounts: 'cap:accounts-hour',
  attachmentsHour: 'cap:attachment-kib-hour',
  attachmentsTotal: 'cap:attachment-kib-total',
};

async function reserve(key: string, windowSeconds: number, amount: number, ceiling: number) {
  if (await addToCounter(key, windowSeconds, { amount, ceiling })) return null;
  return (await readCounter(key))?.resetAt ?? new Date(Date.now() + windowSeconds * 1000);
}

export async function reserveNewAccount(): Promise<void> {
  const full = await reserve(KEYS.accounts, HOUR, 1, env().CAP_ACCOUNTS_PER_HOUR);
  if (full) throw tooMany(full, 'We are receiving unusually many registrations.');
}

/** Reserves room for an attachment of `bytes` before it is stored; 429 when there is none. */
export async function reserveAttachment(bytes: number): Promise<void> {
  const kib = Math.max(1, Math.ceil(bytes / 1024));
  const { CAP_ATTACHMENT_MB_PER_HOUR, CAP_ATTACHMENT_MB_TOTAL } = env();
  const hourFull = await reserve(
    KEYS.attachmentsHour,
    HOUR,
    kib,
    CAP_ATTACHMENT_MB_PER_HOUR * 1024,
  );
  if (hourFull) {
    throw tooMany(hourFull, 'We are receiving unusually many attachments.');
  }
  if (await reserve(KEYS.attachmentsTotal, FOREVER, kib, CAP_ATTACHMENT_MB_TOTAL * 1024)) {
    // Give the hour back: nothing will be stored.
    await addToCounter(KEYS.attachmentsHour, HOUR, { amount: -kib });
    throw new HttpError(
      429,
      'We cannot accept attachments at the moment. Please send your enquiry without one.',
      undefined,
      { 'Retry-After': String(HOUR) },
    );
  }
}
