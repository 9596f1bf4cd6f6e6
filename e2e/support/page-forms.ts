/**
 * A page's form posted as a browser without JavaScript posts it: fetch the page, take the form's
 * hidden fields (React's `$ACTION_...` fields name the Server Action; a token, a `next`, an
 * enquiry's `type`), add the visible fields, and post them all, multipart, to the page's own
 * address. The answer is the page rendered with the form's state (200), or a redirect (303).
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
// One reader of a page's forms for the browser tests and the benchmarks.
import { formsOf, hiddenFields } from '../../scripts/bench/page-form.mjs';

export type FieldValue = string | { name: string; mimeType: string; buffer: Buffer };
export type Fields = Record<string, FieldValue>;

/** Chooses the page's form: by default the first one that has every field given. */
export type FormPick = (form: string) => boolean;

export { formsOf, hiddenFields };

/** A pick by the form's fields: it has a control named each of these. */
export const withFields =
  (names: string[]): FormPick =>
  (form) =>
    names.every((name) => form.includes(`name="${name}"`));

/** A pick by a submit button's words. */
export const withButton =
  (words: string | RegExp): FormPick =>
  (form) =>
    [...form.matchAll(/<button\b[\s\S]*?<\/button>/g)].some(([button]) =>
      typeof words === 'string' ? button.includes(words) : words.test(button),
    );

function chosenForm(html: string, fields: Fields, pick?: FormPick): string {
  const forms = formsOf(html);
  const chosen = forms.find(pick ?? withFields(Object.keys(fields)));
  if (!chosen) throw new Error(`no such form on the page (it has ${forms.length})`);
  return chosen;
}

/** Posts a page's form through Playwright's request context, which keeps the cookies. */
export async function postPageForm(
  request: APIRequestContext,
  path: string,
  fields: Fields,
  { pick, origin }: { pick?: FormPick; origin: string },
): Promise<APIResponse> {
  const html = await (await request.get(path)).text();
  const multipart = { ...hiddenFields(chosenForm(html, fields, pick)), ...fields };
  return request.post(path, { headers: { origin }, multipart, maxRedirects: 0 });
}

/** The same with fetch, for a server of a test's own; `cookie` is the Cookie header to send. */
export async function fetchPageForm(
  base: string,
  path: string,
  fields: Fields,
  {
    pick,
    cookie = '',
    headers: extra = {},
  }: { pick?: FormPick; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = cookie ? { cookie } : undefined;
  const html = await (await fetch(`${base}${path}`, { headers })).text();
  const form = new FormData();
  const all = { ...hiddenFields(chosenForm(html, fields, pick)), ...fields };
  for (const [name, value] of Object.entries(all)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }),
        value.name,
      );
  }
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { origin: base, ...(cookie ? { cookie } : {}), ...extra },
    body: form,
    redirect: 'manual',
  });
}

/** The Cookie header a browser would send after this answer, added to `cookie`. */
export function cookiesAfter(response: Response, cookie = ''): string {
  const jar = new Map(
    cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split('=')[0]!, part] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    const [name, value] = [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)];
    if (value && !/Max-Age=0/i.test(header)) jar.set(name, pair);
    else jar.delete(name);
  }
  return [...jar.values()].join('; ');
}

/**
 * A poster for one page's form: the page is read once, then each call posts its fields with the
 * form's hidden fields, as many browsers that loaded the page would. For load and crash tests.
 */
export async function pageFormPoster(base: string, path: string, fieldNames: string[]) {
  const html = await (await fetch(`${base}${path}`)).text();
  const hidden = hiddenFields(chosenForm(html, {}, withFields(fieldNames)));
  return (fields: Record<string, string>, signal?: AbortSignal, cv?: Blob) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...hidden, ...fields })) form.append(name, value);
    if (cv) form.append('cv', cv, 'cv.pdf');
    return fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: base },
      body: form,
      redirect: 'manual',
      signal,
    });
  };
}
