import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { registerCommand } from '@/lib/control/registry';
import { operator } from '@/lib/operator';
import { lastBackup, pruneBackups } from './backup-list';
import { takeBackup } from './take-backup';

const HOUR_MS = 60 * 60 * 1000;
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The first backup waits this long after a start even when one is due: the start itself stays
 * quick, and servers started only for a moment (tests, a failed deploy) write none.
 */
const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

/** How long until the next backup: one interval after the newest, and not before the delay. */
export function nextBackupIn(newest: Date | null, intervalHours: number, now = new Date()): number {
  const due = newest ? newest.getTime() + intervalHours * HOUR_MS - now.getTime() : 0;
  return Math.max(FIRST_RUN_DELAY_MS, due);
}

const slot = Symbol.for('deltacrest.backup.timer');
const holder = globalThis as typeof globalThis & { [slot]?: { timer?: NodeJS.Timeout } };

/**
 * Backups of the embedded database in this server process: every BACKUP_INTERVAL_HOURS,
 * counted from the newest backup in BACKUP_DIR so that restarts do not put them off, and on
 * request over the control channel (`npm run backup`). A failed run is logged and tried again
 * an hour later (old backups are pruned all the same). With DATABASE_URL the database server's
 * own backups apply (docs/operations.md).
 */
export function startBackupJob(): void {
  const { DATABASE_URL, BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP, ENQUIRY_RETENTION_DAYS } =
    env();
  if (DATABASE_URL || holder[slot]) return;
  const job: { timer?: NodeJS.Timeout } = (holder[slot] = {});
  registerCommand('backup', () => takeBackup(operator(), 'command'));
  // Timers fire at once past 2^31 - 1 ms (about 24 days): a longer wait is taken in steps.
  const schedule = (ms: number) => {
    const step = Math.min(ms, MAX_TIMER_MS);
    job.timer = setTimeout(() => void (ms > step ? schedule(ms - step) : run()), step);
    job.timer.unref();
  };
  const run = async () => {
    try {
      await takeBackup('automatic', 'schedule');
      schedule(BACKUP_INTERVAL_HOURS * HOUR_MS);
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      // Old backups still age out while new ones fail.
      await pruneBackups(BACKUP_DIR, {
        keep: BACKUP_KEEP,
        maxAgeDays: ENQUIRY_RETENTION_DAYS,
      }).catch(() => []);
      schedule(Math.min(HOUR_MS, BACKUP_INTERVAL_HOURS * HOUR_MS));
    }
  };
  void lastBackup(BACKUP_DIR)
    .catch(() => null)
    .then((newest) => schedule(nextBackupIn(newest?.takenAt ?? null, BACKUP_INTERVAL_HOURS)));
}
