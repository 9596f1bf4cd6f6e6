import 'server-only';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { env } from '@/lib/env';
import * as schema from './schema';
import { log } from '@/lib/log';
import type { MigrationHooks } from './pglite';

/**
 * One database per process, opened on first use and shared by every request: PGlite in DATA_DIR
 * by default, PostgreSQL when DATABASE_URL is set. Both get the committed migrations first.
 * Both drivers expose the same query builder; the PGlite one is typed as the node-postgres one
 * so queries are written once.
 */
export type Database = NodePgDatabase<typeof schema>;

type Handle = { db: Database; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'drizzle');
/** Arbitrary constant shared by every instance: serialises migrations on PostgreSQL. */
const MIGRATION_LOCK_ID = 7_583_812;

/**
 * Next bundles route handlers and pages separately, each with its own copy of this module; a
 * module-level variable would open the same PGlite folder twice in one process, and two
 * instances on one folder corrupt it. The handle therefore lives on globalThis.
 */
const slot = Symbol.for('deltacrest.community.database');
type Slot = { [slot]?: Promise<Handle> };
const holder = globalThis as typeof globalThis & Slot;

export function database(): Promise<Database> {
  holder[slot] ??= open().catch((error: unknown) => {
    holder[slot] = undefined;
    throw error;
  });
  return holder[slot].then((handle) => handle.db);
}

export async function closeDatabase(): Promise<void> {
  const current = holder[slot];
  holder[slot] = undefined;
  if (current) await (await current).close();
}

const hooksSlot = Symbol.for('deltacrest.database.migrationHooks');
const hooksHolder = globalThis as typeof globalThis & { [hooksSlot]?: MigrationHooks };

/**
 * What opening the embedded database does around pending migrations (a backup first, for one),
 * set by who starts the site before the first query (instrumentation.ts, the operator's scripts);
 * the database layer imports none of it.
 */
export function setMigrationHooks<Before>(hooks: MigrationHooks<Before>): void {
  hooksHolder[hooksSlot] = hooks as MigrationHooks;
}

async function open(): Promise<Handle> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openPostgres(DATABASE_URL);
  const { openPglite } = await import('./pglite');
  const { db, close } = await openPglite(path.resolve(DATA_DIR), migrationsFolder, {
    hooks: hooksHolder[hooksSlot],
  });
  return { db: db as unknown as Database, close };
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (a restart, a failover, an administrator) emits
  // 'error' on the pool; without a listener that would crash the whole process.
  pool.on('error', (error) => log.error({ err: error }, 'idle PostgreSQL connection lost'));
  const client = await pool.connect();
  try {
    // Drizzle's migrator takes no lock; several instances starting at once take turns here.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return { db: drizzle(pool, { schema }), close: () => pool.end() };
}
