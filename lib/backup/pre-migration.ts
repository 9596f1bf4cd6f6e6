import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { WrittenBackup } from './backup-file';
import { backupEmbedded } from './embedded-backup';
import { pendingMigrations } from './pending-migrations';
import type { Sql } from './pglite-snapshot';
import type { Database } from '@/lib/db/client';
import type { MigrationHooks } from '@/lib/db/pglite';
import { recordBackup } from '@/lib/db/queries/restore';

/**
 * Before an existing embedded database gets migrations it has not had, a backup of it as it was
 * (`…-pre-migration.tar` in BACKUP_DIR), so a migration that goes wrong can be undone with
 * `npm run restore`. A database with nothing pending is left alone. When the backup cannot be
 * written the start fails and nothing is migrated: a migration is not run without its way back.
 */
export async function backupBeforeMigrations(
  sql: Sql,
  dataDir: string,
  migrationsFolder: string,
): Promise<WrittenBackup | null> {
  const pending = await pendingMigrations(sql, migrationsFolder);
  if (pending.length === 0) return null;
  const { BACKUP_DIR } = env();
  try {
    const written = await backupEmbedded(sql, {
      dataDir,
      backupDir: BACKUP_DIR,
      reason: 'pre-migration',
    });
    log.info({ file: written.file, pending }, 'database backed up before migrations');
    return written;
  } catch (error) {
    throw new Error(
      `Could not back up the database before migrations ${pending.join(', ')}: ${(error as Error).message}. ` +
        `Nothing was migrated; make room in BACKUP_DIR (${BACKUP_DIR}) or point it elsewhere.`,
    );
  }
}

/**
 * The embedded database's opener's hooks (lib/db/pglite.ts): the backup before pending
 * migrations, and once migrated, its entry in the audit log. Set by whoever starts the site or
 * an operator's command (setMigrationHooks); a restore and the tests open without them.
 */
export const preMigrationBackup: MigrationHooks<WrittenBackup | null> = {
  before: backupBeforeMigrations,
  after: async (db, written) => {
    if (written)
      await recordBackup('automatic', written, 'pre-migration', db as unknown as Database);
  },
};
