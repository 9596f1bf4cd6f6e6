import 'server-only';
import path from 'node:path';
import { databaseFolderIn } from '@/lib/db/data-folder';
import { backupName, writeBackupFile, type WrittenBackup } from './backup-file';
import { pgliteSnapshot, type Sql } from './pglite-snapshot';

/**
 * A backup of the embedded database in `dataDir`, written to `backupDir` (see backup-file.ts).
 * A plain tar, not compressed: the CVs that make up most of a large database are compressed
 * already, so gzip saved a few per cent and made the backup several times longer, all of it
 * processor time taken from the site on a small machine (BENCHMARKS.md, "Backups").
 */
export async function backupEmbedded(
  sql: Sql,
  { dataDir, backupDir, reason }: { dataDir: string; backupDir: string; reason?: string },
): Promise<WrittenBackup> {
  const folder = databaseFolderIn(path.resolve(dataDir));
  return writeBackupFile(
    backupDir,
    backupName('pglite', new Date(), reason),
    pgliteSnapshot(sql, folder, reason ?? 'scheduled'),
  );
}
