import 'server-only';
import { databaseFolderIn, lockFileIn } from './data-folder';
import { acquireLock } from './lock';
import { ensureDatabaseFolder } from './pglite-folder';
import { makePrivate, privateDataFolder } from './private-folder';
import * as schema from './schema';

/**
 * Sized for a website's small tables and short queries: the smallest memory PGlite accepts (it
 * grows on demand), and PostgreSQL's caches cut to what those queries touch, so the server fits
 * a small machine. BENCHMARKS.md has the measurements.
 */
const MEMORY = {
  initialMemory: 128 * 1024 * 1024,
  postgresqlconf: ['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=16MB'],
};

/**
 * bytea (CVs) in PostgreSQL's hex text form, converted by Node's own hex codec. PGlite's
 * built-in conversion handles one byte at a time in JavaScript; PGlite runs on the event loop
 * every request shares, and storing or reading a 5 MB CV that way held it for over a second.
 */
const BYTEA = 17;
const byteaCodecs = {
  serializers: {
    [BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex') },
};

type Sql = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * What the opener of an existing database does around its migrations; the database layer knows
 * none of it. The site (instrumentation.ts) and the operator's scripts pass a backup before
 * pending migrations and its audit entry after (lib/backup/pre-migration.ts); a restore and the
 * tests pass nothing (a restore's file is that copy already).
 */
export type MigrationHooks<Before = unknown> = {
  before?: (sql: Sql, dataDir: string, migrationsFolder: string) => Promise<Before>;
  after?: (db: Awaited<ReturnType<typeof drizzleOf>>, before: Before) => Promise<void>;
};

const drizzleOf = (client: import('@electric-sql/pglite').PGlite) =>
  import('drizzle-orm/pglite').then(({ drizzle }) => drizzle(client, { schema }));

export async function openPglite<Before = unknown>(
  dataDir: string,
  migrationsFolder: string,
  { hooks = {} }: { hooks?: MigrationHooks<Before> } = {},
) {
  privateDataFolder(dataDir);
  const releaseLock = acquireLock(lockFileIn(dataDir));
  try {
    const folder = databaseFolderIn(dataDir);
    const state = await ensureDatabaseFolder(folder);
    const { PGlite } = await import('@electric-sql/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(folder, { ...MEMORY, ...byteaCodecs });
    const db = await drizzleOf(client);
    const existing = state === 'existing';
    const before =
      existing && hooks.before
        ? await hooks.before(
            (text, params) => client.query(text, params),
            dataDir,
            migrationsFolder,
          )
        : undefined;
    await migrate(db, { migrationsFolder });
    if (existing && hooks.after) await hooks.after(db, before as Before);
    // PGlite's set-up (or the template's copy) leaves its files open to all, and it sets the
    // mode of some files it writes itself (pg_internal.init 0644) whatever the umask says.
    makePrivate(folder);
    return {
      db,
      close: async () => {
        try {
          await client.close();
          makePrivate(folder);
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
