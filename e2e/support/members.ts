/**
 * Members as a visitor makes them, against the server Playwright starts (e2e/server.mjs, which
 * writes its log to a file): register, find the confirmation link in the mailed-link log, confirm.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { logFileLines, waitForMailedLink } from './mail-log.mjs';

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

/** Registers through the API and confirms with the mailed link; `request` then holds the session. */
export async function registerConfirmed(
  request: APIRequestContext,
  origin: string,
  form: { email: string; [field: string]: unknown },
): Promise<void> {
  const registered = await request.post('/api/community/register', {
    headers: { origin },
    data: form,
  });
  expect(registered.status()).toBe(202);
  const link = new URL(await linkMailedTo(form.email, '/community-confirm'), origin);
  const confirmed = await request.post('/api/community/confirm-email', {
    headers: { origin },
    data: { token: link.searchParams.get('token'), password: form.password },
  });
  expect(confirmed.status()).toBe(200);
}

/**
 * A new member with a unique e-mail and username (`prefix` names the test in both), registered
 * and confirmed through `request`; answers the credentials to sign in with.
 */
export async function newMember(request: APIRequestContext, origin: string, prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member = { email: `${prefix}.${id}@example.com`, password: 'correct horse battery' };
  await registerConfirmed(request, origin, {
    firstName: 'Ada',
    lastName: 'Okafor',
    username: `${prefix}_${id}`,
    email: member.email,
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password: member.password,
    confirmPassword: member.password,
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
    requiresState: true,
    requiresCity: true,
  });
  return member;
}
