// The site's forms as the benchmarks post them: every form is a Server Action on its page, posted
// as a browser without JavaScript posts it. The page is read once for its form's hidden fields
// (React's `$ACTION_...` fields name the action and its state; an enquiry's `type`, a login's
// `next`, a confirmation's `token`), then each post sends them with the visible fields, multipart,
// to the form's address with the site's Origin. The answer is the page with the form's state
// (200, also for a refusal) or a redirect (303): success is read from it, never from 200 alone.
// e2e/support/page-forms.ts does the same for the browser tests, in TypeScript.
import { randomBytes } from 'node:crypto';

/**
 * @typedef {{ filename: string, type: string, data: Uint8Array }} FileField
 * @typedef {Record<string, string | FileField>} Fields
 */

const entities = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const decode = (text) => text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (m) => entities[m]);
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The forms of a page, as their markup. */
export function formsOf(html) {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]);
}

/** A form's hidden fields, named and valued as the browser would post them. */
export function hiddenFields(form) {
  const fields = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    if (attribute(tag, 'type') !== 'hidden') continue;
    const name = attribute(tag, 'name');
    if (name) fields[decode(name)] = decode(attribute(tag, 'value') ?? '');
  }
  return fields;
}

/** Whether a form has a control named each of these. */
const hasFields = (form, names) => names.every((name) => form.includes(`name="${name}"`));

/** The reference an accepted enquiry's page shows (React may put a comment before it). */
export function referenceIn(html) {
  return /Reference: (?:<!-- -->)?([0-9A-F]{8})/.exec(html)?.[1];
}

/**
 * What a refused form's page says above the form (its summary: the message and the fields to
 * mend), as text; undefined when it shows no refusal. For a note on why a check failed.
 */
export function refusalIn(html) {
  const summary = /<div\b[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
  if (summary === undefined) return undefined;
  return decode(summary.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of an accepted registration when the address must be confirmed by e-mail. */
export const CHECK_INBOX = 'Check your inbox';

/**
 * Whether an answer is the form's success, by kind: an enquiry's page shows its reference, a
 * registration's says to check the inbox (or, with a provider that signs in at once, redirects),
 * a sign-in or a confirmation redirects.
 * @type {Record<'enquiry' | 'registration' | 'redirect', (status: number, body: string) => boolean>}
 */
export const accepted = {
  enquiry: (status, body) => status === 200 && referenceIn(body) !== undefined,
  registration: (status, body) => status === 303 || (status === 200 && body.includes(CHECK_INBOX)),
  redirect: (status) => status === 303,
};

/** A form field's name as the HTML standard escapes it inside Content-Disposition. */
const quoted = (name) => name.replace(/\r\n|\r|\n/g, '%0D%0A').replace(/"/g, '%22');

/**
 * `fields` as a multipart/form-data body, built at once (autocannon's `setupRequest` cannot wait).
 * @param {Fields} fields
 * @returns {{ body: Buffer, contentType: string }}
 */
export function multipartBody(fields) {
  const boundary = `----BenchFormBoundary${randomBytes(12).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(value.filename)}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Reads `path`'s form once (the first that has a control named each of `fields`) and
 * answers a poster for it:
 * - `action`, where the form posts (its `action` attribute, e.g. the login's `?next=`);
 * - `hidden`, its hidden fields;
 * - `request(fields)`, one post built (multipart), as autocannon takes it
 *   ({ method, path, headers, body });
 * - `send(request, { signal })`, a built post sent with fetch, redirects not followed;
 * - `post(fields, { signal })`, the two at once.
 * Throws when the page does not answer 200 or has no such form.
 * @param {string} base e.g. http://127.0.0.1:3400
 * @param {string} path the page, with its query if any
 * @param {{ fields: string[], cookie?: string }} options (`cookie`: a signed-in member's)
 */
export async function readPageForm(base, path, { fields, cookie }) {
  const session = cookie ? { cookie } : {};
  const page = await fetch(base + path, { headers: session, signal: AbortSignal.timeout(30_000) });
  const html = await page.text();
  if (page.status !== 200) {
    throw new Error(
      `${path} answered ${page.status}${page.status === 404 ? ' (page not in this build)' : ''}`,
    );
  }
  const forms = formsOf(html);
  const form = forms.find((markup) => hasFields(markup, fields));
  if (!form)
    throw new Error(`${path} has no form with ${fields.join(', ')} (it has ${forms.length})`);
  const target = new URL(
    decode(attribute(form.match(/^<form\b[^>]*>/)[0], 'action') ?? path),
    base + path,
  );
  const action = target.pathname + target.search;
  const hidden = hiddenFields(form);

  /** @param {Fields} values */
  const request = (values) => {
    const { body, contentType } = multipartBody({ ...hidden, ...values });
    return {
      method: 'POST',
      path: action,
      headers: { origin: base, 'content-type': contentType, ...session },
      body,
    };
  };
  /**
   * @param {ReturnType<typeof request>} prepared
   * @param {{ signal?: AbortSignal }} [options]
   */
  const send = ({ method, headers, body }, { signal } = {}) =>
    fetch(base + action, { method, headers, body, redirect: 'manual', signal });
  /**
   * @param {Fields} values
   * @param {{ signal?: AbortSignal }} [options]
   */
  const post = (values, options) => send(request(values), options);
  return { action, hidden, request, send, post };
}
