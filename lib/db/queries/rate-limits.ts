import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { database } from '../client';
import { rateLimits } from '../schema';

export type Counter = { count: number; resetAt: Date };

/**
 * Adds `amount` to a fixed-window counter and returns it, atomically (one upsert), so concurrent
 * requests and several instances count together. An expired window starts again at `amount`.
 * With a `ceiling`, nothing is added when the sum would pass it, and the answer is undefined.
 */
export async function addToCounter(
  key: string,
  windowSeconds: number,
  { amount = 1, ceiling }: { amount?: number; ceiling?: number } = {},
): Promise<Counter | undefined> {
  if (ceiling !== undefined && amount > ceiling) return undefined;
  const db = await database();
  const fresh = sql`now() + make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${amount} else ${rateLimits.count} + ${amount} end`,
        resetAt: sql`case when ${expired} then ${fresh} else ${rateLimits.resetAt} end`,
      },
      // Re-checked on the row's latest version under its lock, so two racing requests cannot
      // both slip under the ceiling.
      setWhere:
        ceiling === undefined
          ? undefined
          : sql`${expired} or ${rateLimits.count} + ${amount} <= ${ceiling}`,
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** Adds one; see addToCounter. */
export async function incrementCounter(key: string, windowSeconds: number): Promise<Counter> {
  const counter = await addToCounter(key, windowSeconds);
  if (!counter) throw new Error('rate limit upsert returned nothing');
  return counter;
}

export async function readCounter(key: string): Promise<Counter | undefined> {
  const db = await database();
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row && row.resetAt > new Date() ? row : undefined;
}

export async function clearCounter(key: string): Promise<void> {
  const db = await database();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
