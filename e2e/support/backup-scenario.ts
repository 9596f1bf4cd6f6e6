/**
 * The backup and restore story, told the same way for both databases
 * (e2e/backup-embedded.spec.ts, e2e/backup-postgres.spec.ts): staff accounts made with the CLI,
 * members who registered and confirmed, enquiries and job applications with CVs arriving while
 * `npm run backup` runs, then the server killed and its data gone, `npm run restore`, and every
 * row acknowledged before the backup began checked on the restored data; finally a backup cut
 * off by kill -9 that must leave nothing that looks complete.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

/** The one backup file `npm run backup` printed. */
export function writtenFile(output: string): string {
  const file = /^\s+(\/\S+\.(?:tar|pgdump))\s/m.exec(output)?.[1];
  expect(file, output).toBeDefined();
  return file!;
}

/**
 * Starts `npm run backup`, kills the process that writes it (`writer`, given the script's own)
 * with SIGKILL as soon as a `.partial` file appears in `backupDir`, and answers what the folder
 * then holds besides what was there before.
 */
export async function killDuringBackup(
  backupDir: string,
  env: Record<string, string>,
  writer: (backupScript: ChildProcess) => ChildProcess,
): Promise<{ newFiles: string[]; output: string; code: number | null }> {
  const before = new Set(readdirSync(backupDir));
  const backup = script('backup', [], env);
  let seen = false;
  const deadline = Date.now() + 60_000;
  while (!seen && Date.now() < deadline && backup.child.exitCode === null) {
    seen = readdirSync(backupDir).some((name) => !before.has(name) && name.endsWith('.partial'));
    if (!seen) await new Promise((resolve) => setImmediate(resolve));
  }
  expect(seen, `a .partial file while the backup ran; its output:\n${backup.output()}`).toBe(true);
  writer(backup.child).kill('SIGKILL');
  const { code, output } = await backup.done;
  return { newFiles: readdirSync(backupDir).filter((name) => !before.has(name)), output, code };
}

/** What a kill -9 in the middle of a backup may leave: unfinished files, nothing complete. */
export function expectNothingComplete(newFiles: string[]): void {
  expect(newFiles.length).toBeGreaterThan(0);
  for (const name of newFiles) expect(name).toMatch(/\.partial$/);
}

export type StoredRows = {
  enquiries: Map<string, string | null>;
  staff: string[];
  audit: { id: string; createdAt: Date }[];
};

/** Checks the restored rows against what the original held and the visitors were told. */
export function expectRestored(
  restored: StoredRows,
  original: StoredRows,
  acknowledged: Acknowledged[],
  backupBegan: number,
): void {
  const before = acknowledged.filter((entry) => entry.at < backupBegan);
  expect(before.length).toBeGreaterThan(0);
  const missing = before.filter((entry) => restored.enquiries.get(entry.id) !== entry.cv);
  expect(missing, 'enquiries acknowledged before the backup, each CV byte for byte').toEqual([]);
  expect(before.filter((entry) => entry.cv).length).toBeGreaterThan(0);
  expect(restored.staff).toEqual(expect.arrayContaining(original.staff));
  const auditBefore = original.audit.filter((row) => row.createdAt.getTime() < backupBegan);
  expect(auditBefore.length).toBeGreaterThan(0);
  const restoredAudit = new Set(restored.audit.map((row) => row.id));
  expect(auditBefore.filter((row) => !restoredAudit.has(row.id))).toEqual([]);
}

/** The same rows from any database, given a way to run a query on it. */
export async function readRows(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<StoredRows> {
  const enquiries = await query(
    `select id, encode(sha256(attachment), 'hex') as cv from enquiries`,
  );
  const staff = await query('select lower(email) as email from staff order by 1');
  const audit = await query('select id, created_at from audit_log');
  return {
    enquiries: new Map(
      enquiries.rows.map((row) => [String(row.id), (row.cv as string | null) ?? null]),
    ),
    staff: staff.rows.map((row) => String(row.email)),
    audit: audit.rows.map((row) => ({
      id: String(row.id),
      createdAt: new Date(row.created_at as string),
    })),
  };
}
