import 'server-only';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What of a PostgreSQL data folder goes into a file-level backup, as pg_basebackup decides it:
 * these folders are kept but not their contents (runtime state the server rebuilds, and the
 * write-ahead log, which is taken separately once the backup has ended), and these files are
 * left out wherever they are.
 */
const CONTENTS_LEFT_OUT = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const FILES_LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'backup_manifest',
]);

export type DataEntry = { name: string; file: string; size: number; type: 'file' | 'folder' };

/**
 * The folder's entries, relative names with forward slashes, folders before what they hold and
 * `global/pg_control` last: the control file then describes a state at least as new as every
 * file before it. A file that disappears while the folder is listed (a dropped table) is skipped.
 */
export async function dataFiles(root: string): Promise<DataEntry[]> {
  const entries: DataEntry[] = [];
  const walk = async (relative: string) => {
    const folder = path.join(root, relative);
    for (const dirent of await readdir(folder, { withFileTypes: true })) {
      const name = relative ? `${relative}/${dirent.name}` : dirent.name;
      const file = path.join(folder, dirent.name);
      if (dirent.name.startsWith('pgsql_tmp') || FILES_LEFT_OUT.has(dirent.name)) continue;
      if (dirent.isDirectory()) {
        entries.push({ name, file, size: 0, type: 'folder' });
        if (!(relative === '' && CONTENTS_LEFT_OUT.has(dirent.name))) await walk(name);
      } else if (dirent.isFile()) {
        const size = await stat(file).then(
          (stats) => stats.size,
          () => null,
        );
        if (size !== null) entries.push({ name, file, size, type: 'file' });
      }
    }
  };
  await walk('');
  const control = entries.findIndex((entry) => entry.name === 'global/pg_control');
  if (control === -1) throw new Error(`${root} is not a database folder (no global/pg_control).`);
  entries.push(...entries.splice(control, 1));
  return entries;
}

/** Write-ahead log segments from `first` to `last` (file names on one timeline), and history files. */
export async function walFiles(root: string, first: string, last: string): Promise<DataEntry[]> {
  const folder = path.join(root, 'pg_wal');
  const names = (await readdir(folder)).filter(
    (name) =>
      name.endsWith('.history') || (/^[0-9A-F]{24}$/.test(name) && name >= first && name <= last),
  );
  const entries: DataEntry[] = [];
  for (const name of names.sort()) {
    const file = path.join(folder, name);
    entries.push({ name: `pg_wal/${name}`, file, size: (await stat(file)).size, type: 'file' });
  }
  const segments = entries.filter((entry) => !entry.name.endsWith('.history'));
  if (segments[0]?.name !== `pg_wal/${first}` || segments.at(-1)?.name !== `pg_wal/${last}`)
    throw new Error(`The write-ahead log from ${first} to ${last} is not all there.`);
  return entries;
}
