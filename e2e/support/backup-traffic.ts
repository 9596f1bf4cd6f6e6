/**
 * What the backup specs (e2e/backup-embedded.spec.ts, e2e/backup-postgres.spec.ts) do to a
 * server: the operator scripts run as npm runs them, members who registered and confirmed, and
 * enquiries and job applications with CVs arriving until told to stop. The checks of what a
 * restore brings back are in backup-checks.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { paddedPdf } from '../../scripts/bench/slow-pdfs.mjs';
import { waitForMailedLink } from '../../scripts/mail-log.mjs';
import { fetchPageForm, pageFormPoster } from './page-forms';
import { referenceIn } from './site-forms';
import type { ServerProcess } from './server-process';

export const limits = {
  CAP_ATTACHMENT_MB_PER_HOUR: '100000',
  RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100000',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
};

export const sha256 = (data: Buffer | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

/** One of the operator scripts (`npm run backup`, `restore`, `staff`), as npm runs it. */
export function script(
  name: 'backup' | 'restore' | 'staff',
  args: string[],
  env: Record<string, string>,
) {
  const child = spawn(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', `scripts/${name}.mts`, ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
  return { child, done, output: () => output };
}

export async function runScript(
  name: 'backup' | 'restore' | 'staff',
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const { code, output } = await script(name, args, env).done;
  expect(code, output).toBe(0);
  return output;
}

export const password = 'correct horse battery';

/** Registers and confirms through the portal's forms, the link taken from the server's mail log. */
export async function confirmedMember(server: ServerProcess, id: string): Promise<string> {
  const email = `backup.${id}@example.com`;
  const registered = await fetchPageForm(server.base, '/community-register', {
    firstName: 'Backup',
    lastName: 'Member',
    username: `backup_${id}`,
    email,
    phoneCountry: 'GB',
    phone: '0161 496 0123',
    gender: 'female',
    password,
    confirmPassword: password,
    country: 'AX',
  });
  expect(await registered.text()).toContain('Check your inbox');
  const link = new URL(await waitForMailedLink(() => server.lines, email, '/community-confirm'));
  const confirmed = await fetchPageForm(server.base, `${link.pathname}${link.search}`, {
    password,
  });
  expect(confirmed.status, 'confirming redirects to the members area').toBe(303);
  return email;
}

/** Whether the member's password opens the portal (its login form redirects). */
export async function signsIn(base: string, email: string): Promise<boolean> {
  const answer = await fetchPageForm(base, '/community-login', { email, password });
  return answer.status === 303;
}

/** An enquiry the site answered with its reference, when, and the CV's SHA-256 if it had one. */
export type Acknowledged = { reference: string; at: number; cv: string | null };

const JOB_PAGE = '/job-detail-page/project-manager-pipeline-edmonton';

const fixture = readFileSync(path.join(__dirname, '..', 'fixtures', 'cv.pdf'));

/**
 * Visitors sending contact messages and job applications (CVs from 600 bytes to 2.5 MiB, each
 * one different) until `stop()`, through the pages' forms; every enquiry the page answered with its
 * reference is recorded with the moment of that answer.
 */
export function enquiriesArriving(base: string) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const visitor = async (v: number) => {
    const apply = await pageFormPoster(base, JOB_PAGE, ['cv']);
    const contact = await pageFormPoster(base, '/contact-us', ['topic']);
    for (let i = 0; !stopped; i += 1) {
      const email = `visitor.${v}.${i}.${Date.now().toString(36)}@example.com`;
      const withCv = i % 2 === 0;
      const cv = withCv
        ? paddedPdf(fixture, fixture.length + 10 * i + ((v * 7 + i) % 6) * 512 * 1024)
        : null;
      try {
        const signal = AbortSignal.timeout(20_000);
        const response = cv
          ? await apply(
              { name: 'Ada Backup', email, phone: '+44 161 496 0123' },
              signal,
              new Blob([new Uint8Array(cv)], { type: 'application/pdf' }),
            )
          : await contact(
              { topic: 'other', name: 'Ada Backup', email, message: `Message ${v}.${i}` },
              signal,
            );
        const reference = referenceIn(await response.text());
        if (!reference) continue;
        acknowledged.push({ reference, at: Date.now(), cv: cv && sha256(cv) });
      } catch {
        return; // the server is gone
      }
    }
  };
  const visitors = [0, 1].map(visitor);
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(visitors);
    },
  };
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
