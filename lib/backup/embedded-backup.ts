import 'server-only';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { databaseFolderIn } from '@/lib/db/data-folder';
import { backupName, writeBackupFile, type WrittenBackup } from './backup-file';
import { pgliteSnapshot, type Sql } from './pglite-snapshot';

/**
 * gzip's fastest level: the CVs that make up most of a large database are compressed already,
 * and the rest (empty pages, the log's unused tail) shrinks as well at this level as at higher
 * ones, for a fraction of the processor time (BENCHMARKS.md, "Backups").
 */
const GZIP_LEVEL = 1;

/** A backup of the embedded database in `dataDir`, written to `backupDir` (see backup-file.ts). */
export async function backupEmbedded(
  sql: Sql,
  { dataDir, backupDir, reason }: { dataDir: string; backupDir: string; reason?: string },
): Promise<WrittenBackup> {
  const folder = databaseFolderIn(path.resolve(dataDir));
  return writeBackupFile(
    backupDir,
    backupName('pglite', new Date(), reason),
    pgliteSnapshot(sql, folder, reason ?? 'scheduled'),
    [createGzip({ level: GZIP_LEVEL })],
  );
}
