import 'server-only';
import { siteSql } from '@/lib/db/queries/housekeeping';
import type { AuditActor } from '@/lib/db/queries/audit';
import { recordBackup } from '@/lib/db/queries/restore';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { pruneBackups } from './backup-list';
import { backupEmbedded } from './embedded-backup';
import type { Sql } from './pglite-snapshot';

export type BackupSummary = {
  file: string;
  bytes: number;
  sha256: string;
  seconds: number;
  removed: string[];
  /** Why the retention failed, when it did: the backup itself is written. */
  pruneError?: string;
};

/** One backup at a time per process, kept on globalThis for the reason lib/db/client.ts gives. */
const slot = Symbol.for('deltacrest.backup.queue');
const holder = globalThis as typeof globalThis & { [slot]?: Promise<unknown> };

/**
 * `take` writes one backup; then the retention of BACKUP_KEEP and ENQUIRY_RETENTION_DAYS runs.
 * The server's backups and `npm run backup` (any engine) both come through here.
 */
export async function withRetention(
  take: () => Promise<Omit<BackupSummary, 'seconds' | 'removed' | 'pruneError'>>,
): Promise<BackupSummary> {
  const { BACKUP_DIR, BACKUP_KEEP, ENQUIRY_RETENTION_DAYS } = env();
  const started = performance.now();
  const written = await take();
  const seconds = (performance.now() - started) / 1000;
  // A backup written is a backup taken: a retention that fails (a folder that refuses deletes)
  // is logged on its own, and the schedule does not write another copy an hour later for it.
  try {
    const removed = await pruneBackups(BACKUP_DIR, {
      keep: BACKUP_KEEP,
      maxAgeDays: ENQUIRY_RETENTION_DAYS,
    });
    return { ...written, seconds, removed };
  } catch (error) {
    log.error({ err: error, backupDir: BACKUP_DIR }, 'old backups not pruned');
    return { ...written, seconds, removed: [], pruneError: (error as Error).message };
  }
}

async function backupNow(actor: AuditActor, reason: string): Promise<BackupSummary> {
  const { DATA_DIR, BACKUP_DIR } = env();
  const sql: Sql = await siteSql();
  const summary = await withRetention(() =>
    backupEmbedded(sql, { dataDir: DATA_DIR, backupDir: BACKUP_DIR }),
  );
  log.info(summary, 'backup written');
  await recordBackup(actor, summary, reason);
  return summary;
}

/**
 * A backup of the embedded database now, while the site runs, then the retention of
 * BACKUP_KEEP and ENQUIRY_RETENTION_DAYS, recorded in the audit log with who asked (the
 * schedule, or an operator's `npm run backup`). A request made while one runs waits for it and
 * then takes its own, so the backup it gets began after it asked.
 */
export function takeBackup(
  actor: AuditActor,
  reason: 'schedule' | 'command',
): Promise<BackupSummary> {
  const run = (holder[slot] ?? Promise.resolve()).then(() => backupNow(actor, reason));
  holder[slot] = run.catch(() => {});
  return run;
}
