import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataFiles, walFiles, type DataEntry } from './data-files';
import { bufferEntry, fileEntry, folderEntry, tarEnd } from './tar';

/** A statement on the database's one session, queued behind any transaction in progress. */
export type Sql = (
  text: string,
  params?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

/** Entry names in the archive mirror DATA_DIR: the database folder is `pglite/`. */
export const ARCHIVE_ROOT = 'pglite';
export const MANIFEST = 'deltacrest-backup.json';

export type Manifest = {
  format: 'pglite-files';
  version: 1;
  takenAt: string;
  postgres: string;
  reason: string;
};

async function* copy(list: DataEntry[]): AsyncGenerator<Buffer> {
  for (const entry of list) {
    const name = `${ARCHIVE_ROOT}/${entry.name}`;
    if (entry.type === 'folder') yield* folderEntry(name);
    else yield* fileEntry(name, entry.file, entry.size);
  }
}

/**
 * A consistent copy of a live PGlite folder as a tar stream, taken while the site goes on using
 * the database: PostgreSQL's own online backup (pg_backup_start, copy the files, pg_backup_stop,
 * then the write-ahead log written meanwhile, and the backup_label it answers). On restore the
 * label makes recovery start at the backup's checkpoint and replay the log, which mends files
 * that changed while they were read; without it a copy silently loses what was written during
 * the backup. A temporary replication slot keeps that log from being recycled by a checkpoint
 * in the middle of a long copy; it and the backup end with the session, so a killed process
 * leaves nothing behind in the database. Each statement goes through `sql`, the same queue as
 * the site's own, so none lands inside someone's transaction.
 */
export async function* pgliteSnapshot(
  sql: Sql,
  folder: string,
  reason: string,
): AsyncGenerator<Buffer> {
  const slot = `deltacrest_backup_${process.pid}_${Date.now()}`;
  await sql('select pg_create_physical_replication_slot($1, true, true)', [slot]);
  try {
    const takenAt = new Date().toISOString();
    const [started] = (
      await sql('select pg_walfile_name(pg_backup_start($1, true)) as first', [
        `deltacrest ${reason} ${takenAt}`,
      ])
    ).rows;
    let stopped = false;
    try {
      const manifest: Manifest = {
        format: 'pglite-files',
        version: 1,
        takenAt,
        postgres: (await readFile(path.join(folder, 'PG_VERSION'), 'utf8')).trim(),
        reason,
      };
      yield* bufferEntry(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      yield* folderEntry(ARCHIVE_ROOT);
      yield* copy(await dataFiles(folder));
      const [ended] = (
        await sql('select labelfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)')
      ).rows;
      stopped = true;
      const wal = await walFiles(folder, String(started?.first), String(ended?.last));
      yield* copy(wal);
      yield* bufferEntry(`${ARCHIVE_ROOT}/backup_label`, Buffer.from(String(ended?.labelfile)));
      yield tarEnd();
    } finally {
      if (!stopped) await sql('select pg_backup_stop(false)').catch(() => {});
    }
  } finally {
    await sql('select pg_drop_replication_slot($1)', [slot]).catch(() => {});
  }
}
