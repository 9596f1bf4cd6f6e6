import { HttpError } from '@/lib/http/errors';

/**
 * A form posted without JavaScript that the server refuses lands on /enquiry-not-sent, which
 * explains why from fixed wording: the address carries only the answer's status, the names of
 * the refused fields and the form's own path, never the visitor's text or our messages, so a
 * crafted link cannot make the page say anything else.
 */
export const FIELD_HINTS: Record<string, string> = {
  name: 'Your name: enter it, in at most 120 characters.',
  email: 'E-mail address: enter a full address, like name@example.com.',
  phone: 'Phone number: enter 6 to 20 digits; a leading + and spaces are fine.',
  message: 'Message: keep it under the length the form shows.',
  organisation: 'Organisation: keep it to 160 characters.',
  topic: 'Topic: choose what your enquiry is about.',
  service: 'Service: choose one from the list.',
  program: 'Program: choose one from the list.',
  school: 'University: choose one from the list.',
  duration: 'Length of study: choose 1 to 5 years.',
  job: 'Job: choose the opening you are applying for.',
  business: 'Business: choose the business you are asking about.',
  cv: 'CV: attach a PDF or Word document of at most 5 MB, or give a link instead.',
  cvLink: 'Link to your CV: give a full link starting with https://.',
};

const FORM_PATH = /^\/(?!\/)[a-z0-9/-]{0,200}$/;

/** Where the browser goes when `error` refused the form it posted in `request`. */
export function notSentPath(error: HttpError, request: Request): string {
  const query = new URLSearchParams({ status: String(error.status) });
  const fields = Object.keys(error.fieldErrors ?? {}).filter((field) =>
    Object.hasOwn(FIELD_HINTS, field),
  );
  if (fields.length > 0) query.set('fields', fields.join(','));
  const from = refererPath(request);
  if (from) query.set('from', from);
  return `/enquiry-not-sent?${query}`;
}

/** The path of the page the form was on, when that page is on this site. */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return url.host === host ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** A path the page may link back to: one of this site's, in the shape of its form pages. */
export function isFormPath(path: string): boolean {
  return FORM_PATH.test(path);
}
