import 'server-only';
import { isNotNull, lt, or, sql } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, passwordResetTokens, rateLimits, sessions } from '../schema';
import { recordAudit } from './audit';

/** Removes expired sessions, spent or expired reset links and finished rate-limit windows. */
export async function pruneExpired(): Promise<void> {
  const db = await database();
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

/** Arbitrary constant shared by every instance: one retention run at a time. */
const RETENTION_LOCK_ID = 7_583_813;

export type RetentionRun = { olderThan: string; count: number } | { skipped: true };

/**
 * Erases enquiries received before `cutoff`, with their CVs, notes and outbox rows (foreign keys
 * cascade), and records the run in the audit log in the same transaction, so an erasure is never
 * unrecorded. The transaction-scoped advisory lock lets one instance run while the others skip;
 * the delete would be harmless twice, the audit entry would not.
 */
export async function eraseEnquiriesBefore(cutoff: Date): Promise<RetentionRun> {
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

/** Whether the database answers a query within `timeoutMs` (the health check). */
export async function databaseAnswers(timeoutMs: number): Promise<void> {
  const db = await database();
  await Promise.race([
    db.execute(sql`select 1`),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('no answer in time')), timeoutMs).unref(),
    ),
  ]);
}

/**
 * The embedded database's own session as plain SQL (an online backup's statements): they queue
 * behind the site's transactions, as every statement on PGlite does.
 */
export async function siteSql() {
  const { $client: client } = (await database()) as unknown as {
    $client: {
      query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
    };
  };
  return (text: string, params?: unknown[]) => client.query(text, params);
}
