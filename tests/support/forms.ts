/**
 * Forms in jest: `submit` runs a form definition (lib/forms/core.ts) as its Server Action does,
 * with a client address and a cookie jar of the test's own, against the real database. What the
 * HTTP edge does (origin, size, content type, unreadable bodies) is tested in e2e/edge.spec.ts.
 */
import type * as z from 'zod/mini';
import { sessionCookieName } from '@/lib/auth/session';
import { staffCookieName } from '@/lib/auth/staff-session';
import { submitForm, type FormDefinition } from '@/lib/forms/core';
import { initialFormState, type FormState } from '@/lib/forms/state';
import type { CookieJar, CookieWrite } from '@/lib/http/cookies';

/** A browser's cookies for one site: what answers set is kept, what they clear goes. */
export class TestJar implements CookieJar {
  readonly written: CookieWrite[] = [];
  private readonly values = new Map<string, string>();

  constructor(cookies: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(cookies)) this.values.set(name, value);
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  set(cookie: CookieWrite): void {
    this.written.push(cookie);
    if (cookie.maxAge <= 0 || cookie.value === '') this.values.delete(cookie.name);
    else this.values.set(cookie.name, cookie.value);
  }

  /** The member's session token, if the jar holds one. */
  get session(): string | undefined {
    return this.get(sessionCookieName());
  }

  /** The staff session token, if the jar holds one. */
  get staffSession(): string | undefined {
    return this.get(staffCookieName());
  }

  /** A copy, as a second browser tab would share them. */
  copy(): TestJar {
    return new TestJar(Object.fromEntries(this.values));
  }
}

export type Outcome = FormState | { redirect: string };

export type Submission = { address?: string; jar?: TestJar; previous?: FormState };

/** The fields as a browser posts them: strings, and files as Blobs with a name. */
export function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, value);
  return form;
}

export async function submit<S extends z.core.$ZodType>(
  definition: FormDefinition<S>,
  fields: Record<string, string | File | undefined> | FormData,
  { address = '203.0.113.10', jar = new TestJar(), previous = initialFormState }: Submission = {},
): Promise<{ outcome: Outcome; jar: TestJar }> {
  const form = fields instanceof FormData ? fields : formOf(fields);
  const outcome = await submitForm(definition, previous, form, { address, cookies: jar });
  return { outcome, jar };
}

/** The refusal, or a failure naming what came instead. */
export function refused(outcome: Outcome): FormState {
  if ('redirect' in outcome || outcome.status !== 'refused') {
    throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  }
  return outcome;
}

/** Where an accepted form sends the browser, or a failure naming what came instead. */
export function redirected(outcome: Outcome): string {
  if (!('redirect' in outcome))
    throw new Error(`expected a redirect, got ${JSON.stringify(outcome)}`);
  return outcome.redirect;
}

/** An accepted form's state (its message and result), or a failure naming what came instead. */
export function done(outcome: Outcome): FormState {
  if ('redirect' in outcome || outcome.status !== 'done') {
    throw new Error(`expected an accepted form, got ${JSON.stringify(outcome)}`);
  }
  return outcome;
}
