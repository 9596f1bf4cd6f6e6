/** A member as the portal makes one: register, follow the mailed link, confirm. */
import { expect } from '@jest/globals';
import { confirmEmailForm, registerForm } from '@/lib/community/forms';
import { done, redirected, submit, TestJar } from './forms';
import { tokenMailed } from './mailbox';
import { registration } from './requests';

/** A registration's values as its form posts them: text, the browser's hints as 'true'/'false'. */
export function registrationFields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

let made = 0;

/**
 * Registers and confirms; needs the mailbox mock. Returns the registration's values and the jar
 * (the browser's cookies) holding the session the confirmation started. Each member registers
 * from an address of its own (unless told one): a suite making many stays under the limit of
 * registrations per address.
 */
export async function confirmedMember(
  overrides: Record<string, unknown> = {},
  { address = `203.0.113.${(made++ % 200) + 20}` }: { address?: string } = {},
) {
  const form = registration(overrides);
  const registered = await submit(registerForm, registrationFields(form), { address });
  expect(done(registered.outcome).message).toMatch(/^Check your inbox/);
  const token = await tokenMailed(form.email, '/community-confirm');
  const jar = new TestJar();
  const confirmed = await submit(confirmEmailForm, { token, password: form.password }, { jar });
  expect(redirected(confirmed.outcome)).toBe('/community');
  return { form, jar };
}
