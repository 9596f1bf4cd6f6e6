import 'server-only';
import { databaseFolderIn, lockFileIn } from './data-folder';
import { acquireLock } from './lock';
import { ensureDatabaseFolder } from './pglite-folder';
import { makePrivate, privateDataFolder } from './private-folder';
import type { Database } from './client';
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

/**
 * `backupBeforeMigrating`: an existing database with migrations pending is backed up first
 * (lib/backup/pre-migration.ts). A restore turns it off: its backup file is that copy already.
 */
export async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  { backupBeforeMigrating = true } = {},
) {
  privateDataFolder(dataDir);
  const releaseLock = acquireLock(lockFileIn(dataDir));
  try {
    const folder = databaseFolderIn(dataDir);
    const state = await ensureDatabaseFolder(folder);
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create(folder, { ...MEMORY, ...byteaCodecs });
    const db = drizzle(client, { schema });
    const before =
      state === 'existing' && backupBeforeMigrating
        ? await (
            await import('@/lib/backup/pre-migration')
          ).backupBeforeMigrations(
            (text, params) => client.query(text, params),
            dataDir,
            migrationsFolder,
          )
        : null;
    await migrate(db, { migrationsFolder });
    if (before) {
      const { recordBackup } = await import('./queries/restore');
      await recordBackup(db as unknown as Database, 'automatic', before, 'pre-migration');
    }
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
