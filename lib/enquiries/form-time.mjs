// When a visitor opened a page with an enquiry form, for the spam check (lib/enquiries/spam.ts):
// the pages are prerendered, so the time cannot be written into the form; the edge (server.mjs)
// sets it in a signed cookie on each GET of such a page instead, and the form's work reads it
// back. A bot that posts a second after loading the page is taken for spam; a person who fills
// the form in takes longer. Works without JavaScript. Plain JavaScript so server.mjs can import it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FORM_OPENED_COOKIE = 'form_opened';

/**
 * How long a page's opening time counts: a form sent later is treated as one sent without it
 * (lib/enquiries/spam.ts), so one old cookie cannot be replayed for ever.
 */
export const FORM_OPENED_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The pages whose forms are enquiries (study, job application, business, contact). */
const ENQUIRY_PAGES =
  /^\/(contact-us|study-in-canada|job-detail-page\/[^/]+|business-details-page\/[^/]+)\/?$/;

export function isEnquiryPage(path) {
  return ENQUIRY_PAGES.test(path);
}

const KEY_SLOT = Symbol.for('deltacrest.formTimeKey');

/**
 * The signing key, shared by the edge and the app in this process: FORM_TIME_SECRET when set
 * (instances behind one load balancer share it); on the embedded database, one kept in the data
 * folder (owner-only, like the rest of it), so a restart does not make every form opened before
 * it look sent without a time; otherwise one made at start.
 */
export function formTimeKey(environment = process.env) {
  const holder = globalThis;
  holder[KEY_SLOT] ??=
    environment.FORM_TIME_SECRET ||
    (environment.DATABASE_URL ? undefined : keptKey(environment.DATA_DIR || './data')) ||
    randomBytes(32).toString('base64url');
  return holder[KEY_SLOT];
}

function keptKey(dataDir) {
  const file = join(dataDir, 'form-time.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const key = randomBytes(32).toString('base64url');
      writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return undefined;
    }
  }
}

/** The key if this process has one (the edge made it), else undefined: no edge, no check. */
export function existingFormTimeKey() {
  return globalThis[KEY_SLOT];
}

const signature = (ms, key) =>
  createHmac('sha256', key).update(`form-opened:${ms}`).digest('base64url');

/** The cookie's value for a page opened at `ms`. */
export function signOpened(ms, key) {
  return `${ms}.${signature(ms, key)}`;
}

/**
 * When the page was opened, if the value is one we signed within the last
 * FORM_OPENED_MAX_AGE_SECONDS; otherwise undefined.
 */
export function openedAt(value, key, now = Date.now()) {
  if (typeof value !== 'string' || !key) return undefined;
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const expected = Buffer.from(signature(match[1], key));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const opened = Number(match[1]);
  return now - opened <= FORM_OPENED_MAX_AGE_SECONDS * 1000 ? opened : undefined;
}

/** The Set-Cookie header for a GET of an enquiry page, or undefined for any other request. */
export function formOpenedCookie({ method, path, secure }, now = Date.now(), key = formTimeKey()) {
  if ((method !== 'GET' && method !== 'HEAD') || !isEnquiryPage(path)) return undefined;
  return `${FORM_OPENED_COOKIE}=${signOpened(now, key)}; Path=/; Max-Age=${FORM_OPENED_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
