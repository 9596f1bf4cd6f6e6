/** A member as the portal makes one: register, follow the mailed link, confirm. */
import { expect } from '@jest/globals';
import { POST as register } from '@/app/api/community/register/route';
import { POST as confirm } from '@/app/api/community/confirm-email/route';
import { tokenMailed } from './mailbox';
import { cookieFrom, jsonRequest, registration } from './requests';

const ctx = { params: Promise.resolve({}) };

/** Registers and confirms; needs the mailbox mock. Returns the form and the session cookie. */
export async function confirmedMember(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const form = registration(overrides);
  const answer = await register(jsonRequest('/api/community/register', form, { headers }), ctx);
  expect(answer.status).toBe(202);
  const token = await tokenMailed(form.email, '/community-confirm');
  const confirmed = await confirm(
    jsonRequest('/api/community/confirm-email', { token, password: form.password }),
    ctx,
  );
  expect(confirmed.status).toBe(200);
  return { form, cookie: cookieFrom(confirmed) };
}
