/**
 * A form posted without JavaScript that the server refuses goes back to its page (303) with a
 * short reason in the address: `failed` (a code), `fields` (the names of the fields at fault)
 * and, after too many attempts, `wait` (seconds). The page says it in its own fixed words, so
 * no text from the address is ever shown. Built by lib/http/plain-form.ts, read by the pages.
 */
import { NETWORK_ERROR } from '@/lib/api-client';

export type FailureCode =
  'fields' | 'refused' | 'forbidden' | 'too-many' | 'unreadable' | 'unavailable';

export type FailureParams = Record<string, string | string[] | undefined>;

const FIELD_NAME = /^[A-Za-z]{1,40}$/;

/** The reason's query parameters for a refusal with this status and these fields. */
export function failureQuery(
  status: number,
  fields: readonly string[],
  retryAfterSeconds?: number,
): Record<string, string> {
  const named = fields.filter((field) => FIELD_NAME.test(field));
  if (named.length) return { failed: 'fields', fields: named.join(',') };
  if (status === 429) {
    const wait = Number.isFinite(retryAfterSeconds)
      ? Math.max(1, Math.ceil(retryAfterSeconds!))
      : 0;
    return wait ? { failed: 'too-many', wait: String(wait) } : { failed: 'too-many' };
  }
  if (status === 401) return { failed: 'refused' };
  if (status === 403) return { failed: 'forbidden' };
  if (status >= 500) return { failed: 'unavailable' };
  return { failed: 'unreadable' };
}

type Words = Partial<Record<Exclude<FailureCode, 'fields' | 'too-many'>, string>> & {
  /** What to say of each field at fault; fields without words get `fieldsFallback`. */
  fields?: Record<string, string>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The message for the reason in `params`, in the page's words, or undefined when the address
 * carries none (or one this page does not know).
 */
export function failureMessage(params: FailureParams, words: Words): string | undefined {
  const code = one(params.failed);
  if (code === 'fields') {
    const said = one(params.fields)
      .split(',')
      .flatMap((field) => {
        const text = words.fields && Object.hasOwn(words.fields, field) && words.fields[field];
        return text ? [text] : [];
      });
    return [...new Set(said)].join(' ') || 'Some fields need attention. Check them and send again.';
  }
  if (code === 'too-many') {
    const seconds = Number(one(params.wait));
    const minutes = Number.isInteger(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 0;
    return minutes
      ? `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      : 'Too many attempts. Try again later.';
  }
  if (
    code === 'refused' ||
    code === 'forbidden' ||
    code === 'unreadable' ||
    code === 'unavailable'
  ) {
    return words[code] ?? defaults[code];
  }
  return undefined;
}

const defaults = {
  refused: 'Your session has ended. Please sign in again.',
  forbidden: 'This request must come from this site. Reload the page and send it again.',
  unreadable: 'The form could not be read. Please send it again.',
  unavailable: NETWORK_ERROR,
};
