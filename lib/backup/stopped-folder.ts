import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseFolderIn, lockFileIn } from '@/lib/db/data-folder';
import { acquireLock, DataFolderInUse } from '@/lib/db/lock';
import type { Database } from '@/lib/db/client';
import { recordBackup } from '@/lib/db/queries/restore';
import { operator } from '@/lib/operator';
import { BackupRefused, type WrittenBackup } from './backup-file';
import { backupEmbedded } from './embedded-backup';

/**
 * A backup of an embedded database no server is running on: the folder is locked and opened
 * here, as it is (no migrations), for as long as the backup takes, and the backup is recorded
 * in its audit log as the operator's.
 */
export async function backupStoppedFolder({
  dataDir,
  backupDir,
}: {
  dataDir: string;
  backupDir: string;
}): Promise<WrittenBackup> {
  const folder = databaseFolderIn(path.resolve(dataDir));
  if (!existsSync(path.join(folder, 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${path.resolve(dataDir)}.`);
  let release: () => void;
  try {
    release = acquireLock(lockFileIn(path.resolve(dataDir)));
  } catch (error) {
    if (error instanceof DataFolderInUse)
      throw new BackupRefused(
        `${error.message} It does not answer on its control socket yet (still starting?); try again in a moment.`,
      );
    throw error;
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(folder);
    try {
      const written = await backupEmbedded((text, params) => client.query(text, params), {
        dataDir,
        backupDir,
      });
      await recordBackup(operator(), written, 'command', drizzle(client) as unknown as Database);
      return written;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
