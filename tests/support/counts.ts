import { sql } from 'drizzle-orm';
import { database } from '@/lib/db/client';

/**
 * Row counts of the tables a form could add to or remove from, to prove that one did not. The
 * audit log and the rate-limit counters are left out: they record refusals by design.
 */
export async function storedCounts(): Promise<Record<string, number>> {
  const db = await database();
  const tables = [
    'members',
    'sessions',
    'password_reset_tokens',
    'email_confirmation_tokens',
    'enquiries',
    'enquiry_notes',
    'outbox',
    'staff_sessions',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as count from ${table}`));
    counts[table] = Number((result.rows[0] as { count: number }).count);
  }
  return counts;
}

/**
 * Resolves once the outbox holds a mail to `email`. Registration queues its mail in the
 * background (lib/mail.ts), after the answer: take `storedCounts()` only once it has landed.
 */
export async function mailStored(email: string): Promise<void> {
  const db = await database();
  for (let waited = 0; waited < 5000; waited += 20) {
    const { rows } = await db.execute(
      sql`select 1 from outbox where "to" = ${email.toLowerCase()} limit 1`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email} stored in time`);
}
