import 'server-only';
import { and, asc, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import { database } from '../client';
import { alertCatalogue, alerts, outbox, type Alert } from '../schema';

/**
 * The alert sender's queries (lib/alerts/digest.ts): the catalogue of what has been published
 * and when it was first seen, the alerts due a digest, and the digests' claim. Every moment is
 * the caller's clock, as in ./alerts.ts.
 */

/** Records what is published now; what was seen before keeps its first moment. */
export async function recordCatalogue(keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const db = await database();
  await db
    .insert(alertCatalogue)
    .values(keys.map((key) => ({ key, firstSeenAt: now })))
    .onConflictDoNothing();
}

export async function catalogue(): Promise<Map<string, Date>> {
  const db = await database();
  const rows = await db.select().from(alertCatalogue);
  return new Map(rows.map((row) => [row.key, row.firstSeenAt]));
}

export type DueAlert = Pick<Alert, 'id' | 'email' | 'kind' | 'criteria' | 'digestThrough'>;

/**
 * Live alerts not mailed since `dayAgo` and not yet told of everything up to `newest` (the
 * newest item's first sighting), `limit` at a time after `afterId`.
 */
export async function dueAlerts(
  afterId: string,
  { dayAgo, newest }: { dayAgo: Date; newest: Date },
  limit: number,
): Promise<DueAlert[]> {
  const db = await database();
  return db
    .select({
      id: alerts.id,
      email: alerts.email,
      kind: alerts.kind,
      criteria: alerts.criteria,
      digestThrough: alerts.digestThrough,
    })
    .from(alerts)
    .where(
      and(
        isNotNull(alerts.usedAt),
        gt(alerts.id, afterId),
        or(isNull(alerts.lastMailedAt), lte(alerts.lastMailedAt, dayAgo)),
        lt(alerts.digestThrough, newest),
      ),
    )
    .orderBy(asc(alerts.id))
    .limit(limit);
}

export type Digest = { alertId: string; to: string; subject: string; items: string[] };

/**
 * Queues the digests, each only if its alert is still due: the claim and the mail commit
 * together, and an instance that claimed an alert first leaves nothing for another to claim (the
 * update waits for the first's row lock, then finds the alert mailed). Answers how many went.
 */
export async function queueDigests(digests: Digest[], now: Date, dayAgo: Date): Promise<number> {
  if (digests.length === 0) return 0;
  const db = await database();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(alerts)
      .set({ lastMailedAt: now, digestThrough: now })
      .where(
        and(
          inArray(
            alerts.id,
            digests.map((digest) => digest.alertId),
          ),
          isNotNull(alerts.usedAt),
          or(isNull(alerts.lastMailedAt), lte(alerts.lastMailedAt, dayAgo)),
        ),
      )
      .returning({ id: alerts.id });
    const ids = new Set(claimed.map((row) => row.id));
    const mails = digests.filter((digest) => ids.has(digest.alertId));
    if (mails.length > 0) {
      await tx.insert(outbox).values(
        mails.map((digest) => ({
          to: digest.to,
          subject: digest.subject,
          body: '',
          alertId: digest.alertId,
          alertItems: digest.items,
        })),
      );
    }
    return mails.length;
  });
}
