import 'server-only';
import { env } from '@/lib/env';
import type { CookieJar } from '@/lib/http/cookies';
import type { Enquiry } from '@/lib/validation/enquiries';
import { SPAM_TRAP_FIELD } from '@/lib/validation/enquiry-rules';
import { existingFormTimeKey, FORM_OPENED_COOKIE, openedAt } from '@/lib/enquiries/form-time.mjs';

/** More links than this in what a visitor wrote reads as an advertisement, not an enquiry. */
const MAX_LINKS = 2;
const LINK = /\b(?:https?:\/\/|www\.)\S/gi;
/**
 * A name that is a web address or a bare domain with a common ending ("cheap-pills.shop"); a
 * person's "A.Okafor" or "Dr.Who" is not one.
 */
const NAME_LIKE_URL =
  /(?:https?:\/\/|www\.|^[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|shop|online|site|store|club|click|link|live|pro)(?:\/\S*)?$)/i;

export const NO_OPENING_TIME =
  'Sent without the time its page was opened (no cookie from the page, or one older than a day)';

/**
 * Why an enquiry looks sent by a bot, or undefined. No third party is asked: the trap field was
 * filled; the form came back sooner after its page opened than a person can fill it in
 * (SPAM_MIN_SECONDS), or without a time its page was opened at all (a script that never loaded
 * the page, or replays a day-old cookie: the time is known through the edge's signed cookie,
 * lib/enquiries/form-time.mjs); or the text reads as an advertisement. A suspected message is kept
 * (as Spam, with this reason, its mail held), never refused: a person wrongly suspected loses
 * nothing, and the bot learns nothing from the answer. Without the edge (`next dev`, tests of
 * the forms alone) there is no key and no time rule.
 */
export function spamReason(
  enquiry: Enquiry,
  form: FormData,
  cookies: CookieJar,
  now = Date.now(),
): string | undefined {
  const trap = form.get(SPAM_TRAP_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') return 'The hidden trap field was filled in';
  const key = existingFormTimeKey();
  const minimum = env().SPAM_MIN_SECONDS * 1000;
  if (key && minimum > 0) {
    const opened = openedAt(cookies.get(FORM_OPENED_COOKIE), key, now);
    if (opened === undefined) return NO_OPENING_TIME;
    if (now - opened < minimum) {
      return `Sent ${((now - opened) / 1000).toFixed(1)} s after the page opened`;
    }
  }
  const written = Object.entries(enquiry)
    .filter(([field]) => field !== 'cvLink')
    .map(([, value]) => String(value))
    .join('\n');
  const links = written.match(LINK)?.length ?? 0;
  if (links > MAX_LINKS) return `${links} links in the message`;
  if (NAME_LIKE_URL.test(enquiry.name.trim())) return 'The name is a web address';
  return undefined;
}
