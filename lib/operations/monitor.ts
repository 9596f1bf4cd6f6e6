import 'server-only';
import { log } from '@/lib/log';
import { operationsStatus, type OperationsStatus } from './status';

const CHECK_EVERY_MS = 5 * 60 * 1000;
const FIRST_CHECK_MS = 60 * 1000;
/** A warning that still holds is repeated this often, so it is never only in yesterday's log. */
const REPEAT_WARNING_MS = 60 * 60 * 1000;

/** What the log line says: small, no personal data (a mail's error is in the page, not here). */
export function operationsLine(status: OperationsStatus) {
  const { backup, mail, storage } = status;
  return {
    lastBackup: backup.last
      ? {
          name: backup.last.name,
          bytes: backup.last.bytes,
          ageHours: Math.floor(backup.last.ageMs / 3_600_000),
        }
      : null,
    mail: { pending: mail.pending, failed: mail.failed, failingSince: mail.failingSince },
    databaseBytes: storage.databaseBytes,
    attachmentsBytes: storage.attachmentsBytes,
    diskFreeBytes: storage.diskFreeBytes,
    warnings: status.warnings,
  };
}

export type MonitorMemory = { seen?: string; warnedAt?: number; warned?: string };

/**
 * One check: a JSON line when the status changed (the backup, the mail counts, the warnings;
 * sizes alone do not count), and a warning line when a warning appears, changes, or has held
 * for an hour since it was last said. Returns what it logged, for tests.
 */
export function reportOperations(
  status: OperationsStatus,
  memory: MonitorMemory,
): { changed: boolean; warned: boolean } {
  const line = operationsLine(status);
  const seen = JSON.stringify([line.lastBackup?.name ?? null, line.mail, line.warnings]);
  const changed = seen !== memory.seen;
  memory.seen = seen;
  if (changed) log.info({ operations: line }, 'operations status');
  const now = status.checkedAt.getTime();
  const warnings = JSON.stringify(status.warnings);
  const warned =
    status.warnings.length > 0 &&
    (warnings !== memory.warned || now - (memory.warnedAt ?? 0) >= REPEAT_WARNING_MS);
  if (status.warnings.length === 0) memory.warned = undefined;
  if (warned) {
    memory.warned = warnings;
    memory.warnedAt = now;
    log.warn({ warnings: status.warnings }, 'operations need attention');
  }
  return { changed, warned };
}

const slot = Symbol.for('deltacrest.operations.monitor');
const holder = globalThis as typeof globalThis & { [slot]?: NodeJS.Timeout };

/** Checks the operations status every five minutes in the server process (first after a minute). */
export function startOperationsMonitor(): void {
  if (holder[slot]) return;
  const memory: MonitorMemory = {};
  const check = async () => {
    try {
      reportOperations(await operationsStatus(), memory);
    } catch (error) {
      log.error({ err: error }, 'operations check failed');
    }
    holder[slot] = setTimeout(() => void check(), CHECK_EVERY_MS);
    holder[slot].unref();
  };
  holder[slot] = setTimeout(() => void check(), FIRST_CHECK_MS);
  holder[slot].unref();
}
