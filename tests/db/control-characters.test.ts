/**
 * Control characters (C0 but tab, line feed and carriage return; and DEL) in any text field of
 * any form are refused at the schema with a message on that field: PostgreSQL's jsonb and text
 * refuse NUL, and the others only hide content. Nothing is stored and nothing stored is lost.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { POST as enquiries } from '@/app/api/enquiries/route';
import { POST as register } from '@/app/api/community/register/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as requestReset } from '@/app/api/community/password-reset/route';
import { POST as confirmReset } from '@/app/api/community/password-reset/confirm/route';
import { listEnquiries } from '@/lib/db/queries/enquiries';
import { useTestDatabase } from '../support/database';
import { storedCounts } from '../support/counts';
import { jsonRequest, ORIGIN, registration } from '../support/requests';

type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;
const ctx = { params: Promise.resolve({}) };
const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];

let cleanup: () => Promise<void>;
beforeAll(async () => {
  // Each stored enquiry and each reset e-mail is logged; the log is not what is tested here.
  jest.spyOn(console, 'info').mockImplementation(() => {});
  cleanup = await useTestDatabase({
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100000',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_RESET_PER_ADDRESS: '100000',
    RATE_LIMIT_RESET_PER_ACCOUNT: '100000',
  });
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

function postEnquiry(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return enquiries(
    new Request(`${ORIGIN}/api/enquiries`, {
      method: 'POST',
      body: form,
      headers: { origin: ORIGIN, host: 'localhost:3000' },
    }),
    ctx,
  );
}

const person = { name: 'Chidi Nwosu', email: 'chidi@example.com', phone: '+234 803 123 4567' };
const enquiryForms: Record<string, string>[] = [
  {
    type: 'study',
    program: 'masters-degree',
    school: 'dalhousie-university',
    duration: '2',
    ...person,
    message: 'Hello',
  },
  {
    type: 'job-application',
    job: 'frontend-developer-toronto',
    ...person,
    message: 'Hello',
    cvLink: 'https://docs.example.com/cv',
  },
  { type: 'business', business: 'lakeside-hotel-ontario', ...person, message: 'Hello' },
  {
    type: 'contact',
    topic: 'services',
    service: 'well-services',
    ...person,
    organisation: 'Acme',
    message: 'Hello',
  },
];

/** Each control character, placed inside an otherwise valid value of each field in turn. */
function mutations(valid: Record<string, unknown>, skip: string[] = []) {
  return Object.entries(valid)
    .filter(([field, value]) => typeof value === 'string' && !skip.includes(field))
    .flatMap(([field, value]) =>
      controls.map((control) => {
        const text = value as string;
        const middle = Math.ceil(text.length / 2);
        return {
          field,
          body: { ...valid, [field]: text.slice(0, middle) + control + text.slice(middle) },
        };
      }),
    );
}

/** What is wrong with the answer to a refused value, or undefined when it is right. */
async function problem(response: Response, field: string, label: string) {
  const text = await response.text();
  let body: { message?: unknown; fieldErrors?: Record<string, string[]> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `${label}: ${response.status} ${text.slice(0, 80)}`;
  }
  const fieldMessage = body.fieldErrors?.[field]?.[0];
  if (response.status === 422 && typeof body.message === 'string' && fieldMessage) return undefined;
  return `${label}: ${response.status} ${text.slice(0, 160)}`;
}

test('every enquiry text field: a control character is a 422 on that field, nothing stored or lost', async () => {
  for (const form of enquiryForms) expect((await postEnquiry(form)).status).toBe(201);
  const stored = await listEnquiries();
  const before = await storedCounts();
  const failures: string[] = [];
  for (const form of enquiryForms) {
    for (const { field, body } of mutations(form, ['type'])) {
      const label = `${form.type} ${field} ${JSON.stringify(body[field])}`;
      const wrong = await problem(await postEnquiry(body as Record<string, string>), field, label);
      if (wrong) failures.push(wrong);
    }
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
  expect(await listEnquiries()).toEqual(stored);
}, 120_000);

test('tabs and line breaks stay allowed in a message', async () => {
  const response = await postEnquiry({ ...enquiryForms[2]!, message: 'Line one\r\n\tLine two\n' });
  expect(response.status).toBe(201);
});

test('every portal form text field: a control character is a 422 on that field, nothing stored', async () => {
  const member = registration();
  expect((await register(jsonRequest('/api/community/register', member), ctx)).status).toBe(201);
  const fresh = registration();
  const cases: [string, Handler, Record<string, unknown>, string[]][] = [
    // confirmPassword is compared with password; it is covered with the password below.
    ['/api/community/register', register as Handler, fresh, ['confirmPassword', 'password']],
    [
      '/api/community/login',
      login as Handler,
      { email: member.email, password: member.password },
      [],
    ],
    ['/api/community/password-reset', requestReset as Handler, { email: member.email }, []],
    [
      '/api/community/password-reset/confirm',
      confirmReset as Handler,
      {
        token: 'a'.repeat(43),
        password: 'new horse battery',
        confirmPassword: 'new horse battery',
      },
      ['confirmPassword', 'password'],
    ],
  ];
  const before = await storedCounts();
  const failures: string[] = [];
  for (const [route, handler, valid, skip] of cases) {
    const bodies = mutations(valid, skip);
    if ('confirmPassword' in valid)
      for (const control of controls) {
        const password = `correct${control}horse battery`;
        bodies.push({ field: 'password', body: { ...valid, password, confirmPassword: password } });
      }
    for (const { field, body } of bodies) {
      const label = `${route} ${field} ${JSON.stringify(body[field])}`;
      const wrong = await problem(await handler(jsonRequest(route, body), ctx), field, label);
      if (wrong) failures.push(wrong);
    }
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
}, 120_000);
