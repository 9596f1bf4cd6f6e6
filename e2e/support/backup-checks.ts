/**
 * What the backup specs check: the backup file a run printed, a backup cut off by kill -9 that
 * leaves nothing that looks complete, and a restore that brings back every row acknowledged
 * before the backup began (each CV byte for byte), the staff accounts and the audit log.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { expect } from '@playwright/test';
import { script, type Acknowledged } from './backup-traffic';
import { enquiryReference } from '../../lib/validation/enquiry-rules';

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
  /** Each enquiry by its reference (what the page answered), with its CV's SHA-256. */
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
  const missing = before.filter((entry) => restored.enquiries.get(entry.reference) !== entry.cv);
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
      enquiries.rows.map((row) => [
        enquiryReference(String(row.id)),
        (row.cv as string | null) ?? null,
      ]),
    ),
    staff: staff.rows.map((row) => String(row.email)),
    audit: audit.rows.map((row) => ({
      id: String(row.id),
      createdAt: new Date(row.created_at as string),
    })),
  };
}
