import 'server-only';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { env } from '@/lib/env';
import * as schema from './schema';
import { log } from '@/lib/log';

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

async function open(): Promise<Handle> {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(path.resolve(DATA_DIR));
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (a restart, a failover, an administrator) emits
  // 'error' on the pool; without a listener that would crash the whole process.
  pool.on('error', (error) =>
    log.error({ err: error }, 'idle PostgreSQL connection lost'),
  );
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

async function openPglite(dataDir: string): Promise<Handle> {
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireLock(path.join(dataDir, 'community.lock'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite has no server to arbitrate: two processes writing one folder corrupt it. The lock file
 * holds the owner's pid; a lock left by a process that died (kill -9) is taken over.
 */
function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      // Our own pid here is a lock left by an earlier life of this process id (containers
      // restart with the same pids): within one process the globalThis slot opens only once.
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${path.dirname(lockPath)} is in use by process ${owner}. ` +
            'Only one server may open an embedded database; set DATABASE_URL to run several.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${path.dirname(lockPath)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
