import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { database } from '../client';
import { rateLimits } from '../schema';

export type Counter = { count: number; resetAt: Date };

/**
 * Adds one to a fixed-window counter and returns it, atomically (one upsert), so concurrent
 * requests and several instances count together. An expired window starts again at 1.
 */
export async function incrementCounter(key: string, windowSeconds: number): Promise<Counter> {
  const db = await database();
  const fresh = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${fresh} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
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
