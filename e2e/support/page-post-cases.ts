/**
 * Bad posts to every page with a form a visitor can reach signed out, built against a running
 * server: the page's form is read first for its Server Action (React's hidden `$ACTION_...`
 * fields), then posted with what a hostile client sends. Odd values reach the form's own checks
 * and come back as a refusal on the page (200); what the edge refuses (another site, another
 * content type, no length, too large) or the framework cannot read gets a 4xx; never a 5xx.
 */
import type { BadRequest } from './bad-requests';
import { formsOf, hiddenFields } from './page-forms';

/** The pages, the fields their form takes (valid in shape), and the one with a file. */
export const formPages: { path: string; fields: Record<string, string> }[] = [
  { path: '/community-login', fields: { email: 'nobody@example.com', password: 'not it' } },
  {
    path: '/community-register',
    fields: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_sweep',
      email: 'ada.sweep@example.com',
      phoneCountry: 'NG',
      phone: '0803 123 4567',
      gender: 'female',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      country: 'NG',
      state: 'RI',
      city: 'Port Harcourt',
    },
  },
  { path: '/community-reset-password', fields: { email: 'nobody@example.com' } },
  {
    path: `/community-reset-password?token=${'a'.repeat(43)}`,
    fields: { password: 'correct horse battery', confirmPassword: 'correct horse battery' },
  },
  { path: `/community-confirm?token=${'a'.repeat(43)}`, fields: { password: 'not it' } },
  {
    path: '/contact-us',
    fields: { topic: 'other', name: 'Sweep', email: 'sweep@example.com', message: 'Hello.' },
  },
  {
    path: '/job-detail-page/frontend-developer-toronto',
    fields: { name: 'Sweep', email: 'sweep@example.com', phone: '+234 803 123 4567' },
  },
  { path: '/alerts?kind=jobs&category=web-developer', fields: { email: 'sweep@example.com' } },
  { path: '/alerts?kind=businesses', fields: { email: 'sweep@example.com', q: 'hotel' } },
  { path: `/alerts/confirm?token=${'a'.repeat(43)}`, fields: { token: 'a'.repeat(43) } },
  { path: '/staff/sign-in', fields: { email: 'nobody@company.example', password: 'not it' } },
  { path: `/staff/setup?token=${'a'.repeat(43)}`, fields: { password: 'a long staff password' } },
];

const oddStrings = [
  'Ada\u0000Lovelace',
  '\u0007\u001b[31m\r\n',
  '\ud800',
  '\u202Eevil\u202C\u200B',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛢️🔥 e\u0301',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  'x'.repeat(20_000),
];

const BOUNDARY = 'sweepBoundary';
const multipartType = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipart(fields: [string, string | Buffer][], boundary = BOUNDARY): Buffer {
  const parts = fields.map(([name, value]) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

/** The cases of one page, given its form's hidden fields. */
function casesOf(path: string, hidden: Record<string, string>, fields: Record<string, string>) {
  const entries = (extra: Record<string, string>) =>
    Object.entries({ ...hidden, ...fields, ...extra }) as [string, string][];
  const post = (name: string, headers: Record<string, string>, body?: Buffer): BadRequest => ({
    name,
    method: 'POST',
    path,
    headers,
    ...(body ? { body } : {}),
  });
  const actionId = /"id":"([0-9a-f]+)"/.exec(Object.values(hidden).join(' '))?.[1] ?? '00';
  const list: BadRequest[] = [
    post('valid in shape', multipartType, multipart(entries({}))),
    post(
      'another site',
      { ...multipartType, origin: 'https://evil.example' },
      multipart(entries({})),
    ),
    post('no origin', { ...multipartType, origin: '' }, multipart(entries({}))),
    post('JSON', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify(fields))),
    post(
      'URL-encoded',
      { 'content-type': 'application/x-www-form-urlencoded' },
      Buffer.from(new URLSearchParams(fields).toString()),
    ),
    post('no body', multipartType),
    post('chunked, no length', { ...multipartType, 'transfer-encoding': 'chunked' }),
    post('too large', multipartType, multipart(entries({ pad: 'x'.repeat(6 * 1024 * 1024) }))),
    post('boundary mismatch', multipartType, multipart(entries({}), 'otherBoundary')),
    post('truncated multipart', multipartType, multipart(entries({})).subarray(0, 90)),
    post('garbage body', multipartType, Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d, 0x0d])),
    post('tampered state', multipartType, multipart(entries({ '$ACTION_1:1': 'not json' }))),
    post(
      'unknown action',
      multipartType,
      multipart(entries({ '$ACTION_1:0': '{"id":"00ab","bound":"$@1"}' })),
    ),
    post('duplicate fields', multipartType, multipart([...entries({}), ...entries({})])),
    post(
      'a script call with garbage',
      { 'content-type': 'text/plain;charset=UTF-8', 'next-action': actionId },
      Buffer.from('{{{'),
    ),
    post(
      'a script call with other arguments',
      { 'content-type': 'text/plain;charset=UTF-8', 'next-action': actionId },
      Buffer.from('["x", 1]'),
    ),
    post(
      'a script call to no action',
      { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'ffffffffffffffff' },
      Buffer.from('[]'),
    ),
  ];
  for (const field of Object.keys(fields)) {
    oddStrings.forEach((value, i) =>
      list.push(
        post(`${field} odd string #${i}`, multipartType, multipart(entries({ [field]: value }))),
      ),
    );
  }
  return list.map((request) => ({ ...request, handler: `page ${path.split('?')[0]}` }));
}

/** Every page's cases, read from the server at `base`; fails if a page has no such form. */
export async function pagePostCases(base: string): Promise<(BadRequest & { handler: string })[]> {
  const all: (BadRequest & { handler: string })[] = [];
  for (const { path, fields } of formPages) {
    const html = await (await fetch(`${base}${path}`)).text();
    const form = formsOf(html).find((markup) =>
      Object.keys(fields).every((name) => markup.includes(`name="${name}"`)),
    );
    if (!form)
      throw new Error(`${path}: no form with the fields ${Object.keys(fields).join(', ')}`);
    all.push(...casesOf(path, hiddenFields(form), fields));
  }
  return all;
}
