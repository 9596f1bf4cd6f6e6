import 'server-only';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { backupStatus, type LastBackup } from '@/lib/backup/status';
import {
  mailFailingSince,
  mailQueue,
  storedBytes,
  type MailQueue,
} from '@/lib/db/queries/operations';
import { env } from '@/lib/env';

const HOUR_MS = 60 * 60 * 1000;
const GiB = 1024 ** 3;

export type OperationsStatus = {
  checkedAt: Date;
  backup: {
    last: LastBackup | null;
    intervalHours: number;
    /** With DATABASE_URL the database server's own backups apply; this server writes none. */
    automatic: boolean;
  };
  mail: MailQueue & { failingSince: Date | null };
  storage: {
    databaseBytes: number;
    attachmentsBytes: number;
    /** The disk that holds the data folder (with DATABASE_URL, the site's own folder). */
    diskFreeBytes: number | null;
    diskTotalBytes: number | null;
  };
  /** What needs the operator, in words; empty when all is well. */
  warnings: string[];
};

async function disk(folder: string) {
  try {
    const stats = await statfs(folder);
    return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
  } catch {
    return { free: null, total: null };
  }
}

export const hours = (ms: number) => `${Math.floor(ms / HOUR_MS)} h`;

/**
 * The conditions an operator is warned of (in the log and on the operations page): the last
 * backup older than two intervals (or none two intervals after the start), mail failing for
 * an hour, the disk nearly full.
 */
export function operationsWarnings(
  status: Omit<OperationsStatus, 'warnings'>,
  uptimeMs: number,
): string[] {
  const warnings: string[] = [];
  const { backup, mail, storage, checkedAt } = status;
  const twoIntervals = 2 * backup.intervalHours * HOUR_MS;
  if (backup.automatic) {
    if (backup.last && backup.last.ageMs > twoIntervals)
      warnings.push(
        `The last backup is ${hours(backup.last.ageMs)} old; one is due every ${backup.intervalHours} h.`,
      );
    if (!backup.last && uptimeMs > twoIntervals)
      warnings.push(
        `No backup has been written in the ${hours(uptimeMs)} since the server started.`,
      );
  }
  if (mail.failingSince && checkedAt.getTime() - mail.failingSince.getTime() > HOUR_MS) {
    // Not the last error: a server's refusal can quote an address, and warnings go to the log.
    warnings.push(
      `Mail has been failing for ${hours(checkedAt.getTime() - mail.failingSince.getTime())}; ` +
        'the operations page shows the errors.',
    );
  }
  if (
    storage.diskFreeBytes !== null &&
    storage.diskTotalBytes !== null &&
    (storage.diskFreeBytes < GiB || storage.diskFreeBytes < storage.diskTotalBytes * 0.1)
  )
    warnings.push(`The disk is nearly full: ${(storage.diskFreeBytes / GiB).toFixed(1)} GB free.`);
  return warnings;
}

/** Everything the operations page shows and the monitor logs, read now. */
export async function operationsStatus(
  now = new Date(),
  uptimeMs = process.uptime() * 1000,
): Promise<OperationsStatus> {
  const { DATABASE_URL, DATA_DIR, BACKUP_INTERVAL_HOURS } = env();
  const [last, queue, failingSince, bytes, space] = await Promise.all([
    backupStatus(now),
    mailQueue(),
    mailFailingSince(new Date(now.getTime() - 24 * HOUR_MS)),
    storedBytes(),
    disk(DATABASE_URL ? process.cwd() : path.resolve(DATA_DIR)),
  ]);
  const status = {
    checkedAt: now,
    backup: { last, intervalHours: BACKUP_INTERVAL_HOURS, automatic: !DATABASE_URL },
    mail: { ...queue, failingSince },
    storage: {
      databaseBytes: bytes.database,
      attachmentsBytes: bytes.attachments,
      diskFreeBytes: space.free,
      diskTotalBytes: space.total,
    },
  };
  return { ...status, warnings: operationsWarnings(status, uptimeMs) };
}
