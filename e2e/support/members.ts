/**
 * Members as a visitor makes them, against the server Playwright starts (e2e/server.mjs, which
 * writes its log to a file): register, find the confirmation link in the mailed-link log, confirm.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { logFileLines, waitForMailedLink } from '../../scripts/mail-log.mjs';
import { postPageForm } from './page-forms';

const port = process.env.E2E_PORT ?? '3210';
const serverLog = process.env.E2E_SERVER_LOG ?? join(tmpdir(), `deltacrest-e2e-${port}.log`);

/** The path and query of the newest link to `path` mailed to `email`, once it is logged. */
export async function linkMailedTo(email: string, path: string): Promise<string> {
  const link = new URL(await waitForMailedLink(() => logFileLines(serverLog), email, path));
  return `${link.pathname}${link.search}`;
}

/** How many mails to `email` the server has logged (it sends none without SMTP). */
export function mailsLoggedTo(email: string): number {
  return logFileLines(serverLog).filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { mail?: boolean; to?: string };
      return entry.mail === true && entry.to === email.toLowerCase();
    } catch {
      return false;
    }
  }).length;
}

/**
 * Registers and confirms with the mailed link, posting the pages' forms as a browser without
 * JavaScript does; `request` then holds the session.
 */
export async function registerConfirmed(
  request: APIRequestContext,
  origin: string,
  form: { email: string; password: string; [field: string]: unknown },
): Promise<void> {
  const fields = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const registered = await postPageForm(request, '/community-register', fields, { origin });
  expect(registered.status()).toBe(200);
  expect(await registered.text()).toContain('Check your inbox');
  const link = await linkMailedTo(form.email, '/community-confirm');
  const confirmed = await postPageForm(request, link, { password: form.password }, { origin });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers()['location']).toBe('/community');
}

/**
 * A new member with a unique e-mail and username (`prefix` names the test in both), registered
 * and confirmed through `request`; answers the credentials to sign in with.
 */
export async function newMember(request: APIRequestContext, origin: string, prefix: string) {
  const member = newMemberForm(prefix);
  await registerConfirmed(request, origin, member);
  return { email: member.email, password: member.password };
}

/** A registration form's fields for a new member with a unique e-mail and username. */
export function newMemberForm(prefix: string, email?: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'correct horse battery';
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    username: `${prefix}_${id}`,
    email: email ?? `${prefix}.${id}@example.com`,
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password,
    confirmPassword: password,
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
    requiresState: 'true',
    requiresCity: 'true',
  };
}
