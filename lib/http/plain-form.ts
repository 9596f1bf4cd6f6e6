import 'server-only';
import type * as z from 'zod/mini';
import { failureQuery } from '@/lib/plain-form-failure';
import { HttpError } from './errors';
import { readFormData } from './read-form-data';
import { checked, readJson } from './read-json';

/**
 * The portal's forms work without JavaScript too: the browser then posts them itself,
 * URL-encoded, and gets redirects; with JavaScript they send JSON and get JSON.
 */
export function isPlainForm(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(
    request.headers.get('content-type') ?? '',
  );
}

/** 303 See Other: the browser loads `location` with a GET. Never cached. */
export function seeOther(location: string, headers: Iterable<[string, string]> = []): Response {
  return new Response(null, {
    status: 303,
    headers: [['Location', location], ['Cache-Control', 'no-store'], ...headers],
  });
}

/** A plain form's text field, or '' when it is absent. */
export function formField(form: FormData | undefined, name: string): string {
  const value = form?.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Answers a JSON call or a plain form. For a plain form, the body is read here (at most
 * `maxBytes`) and handed to `work`; a refusal (an HttpError) becomes a 303 back to the page `back`
 * names (given the form, when it could be read), with the reason's code added to its query
 * (lib/plain-form-failure.ts). JSON callers get `work(undefined)`'s answer or the refusal as
 * JSON, as before.
 */
export async function answerPlainForm(
  request: Request,
  { maxBytes, back }: { maxBytes: number; back: (form?: FormData) => string },
  work: (form?: FormData) => Promise<Response>,
): Promise<Response> {
  if (!isPlainForm(request)) return work(undefined);
  let form: FormData | undefined;
  try {
    form = await readFormData(request, { maxBytes });
    return await work(form);
  } catch (error) {
    // Only intended answers turn around (a refusal, or a service we depend on not answering);
    // a bug stays a bare 500.
    if (!(error instanceof HttpError)) throw error;
    const url = new URL(back(form), 'http://page.invalid');
    const retryAfter = Number(error.headers?.['Retry-After']);
    const reason = failureQuery(error.status, Object.keys(error.fieldErrors ?? {}), retryAfter);
    for (const [key, value] of Object.entries(reason)) url.searchParams.set(key, value);
    return seeOther(`${url.pathname}${url.search}${url.hash}`);
  }
}

/**
 * The values `schema` checks (422 with per-field messages): the plain form's text fields named
 * in `fields` (it may carry others, such as where to go next), or else the JSON body.
 */
export async function readValues<S extends z.core.$ZodType>(
  request: Request,
  form: FormData | undefined,
  schema: S,
  { maxBytes, fields }: { maxBytes: number; fields: readonly string[] },
): Promise<z.output<S>> {
  if (!form) return readJson(request, schema, { maxBytes });
  const body: Record<string, string> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === 'string') body[name] = value;
  }
  return checked(schema, body);
}
