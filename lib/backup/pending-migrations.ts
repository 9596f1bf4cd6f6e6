import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from './pglite-snapshot';

type JournalEntry = { tag: string; when: number };

/**
 * The migrations drizzle's migrator would apply: it runs every journal entry made after the
 * newest one recorded in the database (drizzle.__drizzle_migrations.created_at holds the
 * journal's `when`), and all of them when nothing is recorded.
 */
export function pendingAfter(journal: JournalEntry[], lastApplied: number | null): string[] {
  return journal
    .filter((entry) => lastApplied === null || entry.when > lastApplied)
    .map((entry) => entry.tag);
}

export async function readJournal(migrationsFolder: string): Promise<JournalEntry[]> {
  const text = await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** Tags of the committed migrations this database has not had yet. */
export async function pendingMigrations(sql: Sql, migrationsFolder: string): Promise<string[]> {
  const [table] = (
    await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  ).rows;
  let lastApplied: number | null = null;
  if (table?.present) {
    const [row] = (await sql('select max(created_at) as last from drizzle.__drizzle_migrations'))
      .rows;
    lastApplied = row?.last === null || row?.last === undefined ? null : Number(row.last);
  }
  return pendingAfter(await readJournal(migrationsFolder), lastApplied);
}
