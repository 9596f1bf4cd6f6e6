import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

const TABLES = ['members', 'enquiries', 'staff', 'audit_log'] as const;

/** Rows of the tables a restore is for, as the operator's proof that the data is there. */
export async function countRows(db: {
  execute: (query: SQL) => Promise<{ rows: unknown[] }>;
}): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const { rows } = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number((rows[0] as { n: number } | undefined)?.n);
  }
  return counts;
}
