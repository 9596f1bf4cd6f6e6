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
import { waitForMailedLink } from './mail-log.mjs';
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

function post(base: string, route: string, body: unknown) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

export const password = 'correct horse battery';

/** Registers and confirms through the site, the link taken from the server's mail log. */
export async function confirmedMember(server: ServerProcess, id: string): Promise<string> {
  const email = `backup.${id}@example.com`;
  const registered = await post(server.base, '/api/community/register', {
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
    state: '',
    city: '',
    requiresState: false,
    requiresCity: false,
  });
  expect(registered.status).toBe(202);
  const link = await waitForMailedLink(() => server.lines, email, '/community-confirm');
  const token = new URL(link).searchParams.get('token');
  expect((await post(server.base, '/api/community/confirm-email', { token })).status).toBe(200);
  return email;
}

export async function signsIn(base: string, email: string): Promise<number> {
  return (await post(base, '/api/community/login', { email, password })).status;
}

export type Acknowledged = { id: string; at: number; cv: string | null };

const fixture = readFileSync(path.join(__dirname, '..', 'fixtures', 'cv.pdf'));

/**
 * Visitors sending contact messages and job applications (CVs from 600 bytes to 2.5 MiB, each
 * one different) until `stop()`; every enquiry answered 201 is recorded with the moment of its answer.
 */
export function enquiriesArriving(base: string) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const visitor = async (v: number) => {
    for (let i = 0; !stopped; i += 1) {
      const form = new FormData();
      const email = `visitor.${v}.${i}.${Date.now().toString(36)}@example.com`;
      const withCv = i % 2 === 0;
      const fields = withCv
        ? {
            type: 'job-application',
            job: 'project-manager-pipeline-edmonton',
            name: 'Ada Backup',
            email,
            phone: '+44 161 496 0123',
          }
        : {
            type: 'contact',
            topic: 'other',
            name: 'Ada Backup',
            email,
            message: `Message ${v}.${i}`,
          };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const cv = withCv
        ? paddedPdf(fixture, fixture.length + 10 * i + ((v * 7 + i) % 6) * 512 * 1024)
        : null;
      if (cv)
        form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
      try {
        const response = await fetch(`${base}/api/enquiries`, {
          method: 'POST',
          headers: { origin: base },
          body: form,
          signal: AbortSignal.timeout(20_000),
        });
        if (response.status !== 201) continue;
        const { id } = (await response.json()) as { id: string };
        acknowledged.push({ id, at: Date.now(), cv: cv && sha256(cv) });
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
