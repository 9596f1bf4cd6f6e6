/**
 * Control characters (C0 but tab, line feed and carriage return; and DEL) in any text field of
 * any form are refused at the schema with a message on that field: PostgreSQL's jsonb and text
 * refuse NUL, and the others only hide content. Nothing is stored and nothing stored is lost.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import type * as z from 'zod/mini';
import { loginForm, newPasswordForm, registerForm, resetRequestForm } from '@/lib/community/forms';
import { listEnquiries } from '@/lib/db/queries/enquiries';
import { enquiryForm } from '@/lib/enquiries/form';
import type { FormDefinition } from '@/lib/forms/core';
import { useTestDatabase } from '../support/database';
import { mailStored, storedCounts } from '../support/counts';
import { done, submit, type Outcome } from '../support/forms';
import { registrationFields } from '../support/members';
import { registration } from '../support/requests';

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
function mutations(valid: Record<string, string>, skip: string[] = []) {
  return Object.entries(valid)
    .filter(([field]) => !skip.includes(field))
    .flatMap(([field, text]) =>
      controls.map((control) => {
        const middle = Math.ceil(text.length / 2);
        return {
          field,
          fields: { ...valid, [field]: text.slice(0, middle) + control + text.slice(middle) },
        };
      }),
    );
}

/** What is wrong with the answer to a refused value, or undefined when it is right. */
function problem(outcome: Outcome, field: string, label: string) {
  const wrong = `${label}: ${JSON.stringify(outcome).slice(0, 160)}`;
  if ('redirect' in outcome || outcome.status !== 'refused') return wrong;
  return outcome.message && outcome.fieldErrors?.[field]?.[0] ? undefined : wrong;
}

test('every enquiry text field: a control character is refused on that field, nothing stored or lost', async () => {
  for (const fields of enquiryForms) done((await submit(enquiryForm, fields)).outcome);
  const stored = await listEnquiries();
  const before = await storedCounts();
  const failures: string[] = [];
  for (const form of enquiryForms) {
    for (const { field, fields } of mutations(form, ['type'])) {
      const label = `${form.type} ${field} ${JSON.stringify(fields[field])}`;
      const wrong = problem((await submit(enquiryForm, fields)).outcome, field, label);
      if (wrong) failures.push(wrong);
    }
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
  expect(await listEnquiries()).toEqual(stored);
}, 120_000);

test('tabs and line breaks stay allowed in a message', async () => {
  const fields = { ...enquiryForms[2]!, message: 'Line one\r\n\tLine two\n' };
  done((await submit(enquiryForm, fields)).outcome);
});

test('every portal form text field: a control character is refused on that field, nothing stored', async () => {
  const member = registration();
  done((await submit(registerForm, registrationFields(member))).outcome);
  await mailStored(member.email);
  // The browser's hints (requiresState, requiresCity) are not text anyone types: the form reads
  // them as true or false.
  const hints = ['requiresState', 'requiresCity'];
  const cases: [string, FormDefinition<z.core.$ZodType>, Record<string, string>, string[]][] = [
    // confirmPassword is compared with password; it is covered with the password below.
    [
      'register',
      registerForm,
      registrationFields(registration()),
      ['confirmPassword', 'password', ...hints],
    ],
    ['login', loginForm, { email: member.email, password: member.password }, []],
    ['reset request', resetRequestForm, { email: member.email }, []],
    [
      'new password',
      newPasswordForm,
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
  for (const [name, form, valid, skip] of cases) {
    const posts = mutations(valid, skip);
    if ('confirmPassword' in valid)
      for (const control of controls) {
        const password = `correct${control}horse battery`;
        posts.push({
          field: 'password',
          fields: { ...valid, password, confirmPassword: password },
        });
      }
    for (const { field, fields } of posts) {
      const label = `${name} ${field} ${JSON.stringify(fields[field])}`;
      const wrong = problem((await submit(form, fields)).outcome, field, label);
      if (wrong) failures.push(wrong);
    }
  }
  expect(failures).toEqual([]);
  expect(await storedCounts()).toEqual(before);
}, 120_000);
