import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { recordAudit } from '@/lib/db/queries/audit';
import { pruneSentMail } from '@/lib/db/queries/outbox';
import { enquiries } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Arbitrary constant shared by every instance: one retention run at a time on PostgreSQL. */
const RETENTION_LOCK_ID = 7_583_813;

export type RetentionRun = { olderThan: string; count: number } | { skipped: true };

/**
 * Erases enquiries older than ENQUIRY_RETENTION_DAYS, with their CVs, notes and outbox rows
 * (foreign keys cascade), and records the run in the audit log in the same transaction, so an
 * erasure is never unrecorded. The transaction-scoped advisory lock lets one instance run while
 * the others skip; the delete would be harmless twice, the audit entry would not.
 */
export async function eraseExpiredEnquiries(now = new Date()): Promise<RetentionRun> {
  const cutoff = new Date(now.getTime() - env().ENQUIRY_RETENTION_DAYS * DAY_MS);
  const db = await database();
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as locked`,
    );
    if (!lock.rows[0]?.locked) return { skipped: true } as const;
    const erased = await tx
      .delete(enquiries)
      .where(lt(enquiries.createdAt, cutoff))
      .returning({ id: enquiries.id });
    const run = { olderThan: cutoff.toISOString(), count: erased.length };
    await recordAudit('automatic', { action: 'erase', subjectType: 'list', detail: run }, tx);
    return run;
  });
}

const slot = Symbol.for('deltacrest.retention.timer');
const holder = globalThis as typeof globalThis & { [slot]?: NodeJS.Timeout };

/**
 * Runs the erasure (and deletes portal mail sent more than MAIL_KEEP_DAYS ago) now and then
 * hourly in this server process. Every instance may start it; the lock above keeps runs from
 * overlapping. A failed run is logged and tried again next hour.
 */
export function startRetentionJob(): void {
  if (holder[slot]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await eraseExpiredEnquiries();
      if ('count' in run && run.count > 0) log.info(run, 'retention erased old enquiries');
      const mail = await pruneSentMail(new Date(Date.now() - env().MAIL_KEEP_DAYS * DAY_MS));
      if (mail > 0) log.info({ count: mail }, 'retention deleted old sent mail');
    } catch (error) {
      log.error({ err: error }, 'retention run failed');
    } finally {
      running = false;
    }
  };
  holder[slot] = setInterval(() => void tick(), HOUR_MS);
  holder[slot].unref();
  void tick();
}
