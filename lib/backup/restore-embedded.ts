import 'server-only';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { existsSync } from 'node:fs';
import type { Database } from '@/lib/db/client';
import { databaseFolderIn, lockFileIn } from '@/lib/db/data-folder';
import { acquireLock, DataFolderInUse } from '@/lib/db/lock';
import { finishRestore, staffStates, type StaffState } from '@/lib/db/queries/restore';
import { MARKER } from '@/lib/db/private-folder';
import { operator } from '@/lib/operator';
import { BackupRefused, verifyChecksum } from './backup-file';
import { ARCHIVE_ROOT, MANIFEST, type Manifest } from './pglite-snapshot';
import { countRows } from './row-counts';
import { extractTar } from './tar';

/** Files a stopped server may leave in DATA_DIR that do not make it "in use" or "not empty". */
const LEFT_BY_A_SERVER = new Set(['community.lock', 'control.sock']);

/**
 * The data folder's own keys, kept beside the database and never in a backup (the TOTP keys'
 * seal, the forms' time signature): a restore in place keeps them, so staff sign in as before.
 */
const KEPT_BY_A_RESTORE = ['secrets.key', 'form-time.key'];

export type RestoredEmbedded = {
  dataDir: string;
  keptAside: string | null;
  manifest: Manifest;
  counts: Awaited<ReturnType<typeof countRows>>;
  /** What the restore put back of the team (accounts changed after the backup), in words. */
  staffChanged: string[];
  sessionsEnded: number;
};

/** A tar archive says "ustar" at byte 257 of its first header. */
async function isTar(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 257);
    return bytesRead === 5 && buffer.toString('latin1') === 'ustar';
  } finally {
    await handle.close();
  }
}

function lockOrRefuse(dataDir: string): () => void {
  try {
    return acquireLock(lockFileIn(dataDir));
  } catch (error) {
    if (error instanceof DataFolderInUse)
      throw new BackupRefused(
        `${error.message} Stop that server before restoring into its folder.`,
      );
    throw error;
  }
}

async function unpack(file: string, staging: string): Promise<Manifest> {
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const accept = (name: string) =>
    name === MANIFEST || name === ARCHIVE_ROOT || name.startsWith(`${ARCHIVE_ROOT}/`);
  await pipeline(
    createReadStream(file, { highWaterMark: 1 << 20 }),
    (source: AsyncIterable<Buffer>) => extractTar(source, staging, accept),
  );
  const notOne = new BackupRefused(`${file} is not a backup of the embedded database.`);
  const manifest = (await readFile(path.join(staging, MANIFEST), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null)) ?? { format: null };
  // Without its database files, opening the folder would make an empty database in their place.
  const files = await readFile(path.join(staging, ARCHIVE_ROOT, 'PG_VERSION')).catch(() => null);
  if (manifest.format !== 'pglite-files' || !files) throw notOne;
  await rm(path.join(staging, MANIFEST));
  return manifest;
}

/** The team of the database a restore replaces, read before it goes (the caller holds its lock). */
async function staffOfFolder(dataDir: string): Promise<StaffState[] | null> {
  const folder = databaseFolderIn(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return null;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(folder);
  try {
    return await staffStates(drizzle(client) as unknown as Database);
  } catch {
    return null;
  } finally {
    await client.close();
  }
}

/**
 * Opens the unpacked database as the server would (recovery, then migrations), ends every
 * session in it, records the restore, and counts rows.
 */
async function openAndFinish(
  staging: string,
  migrationsFolder: string,
  file: string,
  staffBefore: StaffState[] | null,
) {
  const { openPglite } = await import('@/lib/db/pglite');
  const { db, close } = await openPglite(staging, migrationsFolder);
  try {
    const finished = await finishRestore(db as unknown as Database, operator(), {
      file: path.basename(file),
      staffBefore,
    });
    return { ...finished, counts: await countRows(db) };
  } finally {
    await close();
  }
}

/**
 * Restores a backup of the embedded database into `dataDir`, which no server may be using (its
 * lock is held throughout). The checksum is checked before anything else; the archive is
 * unpacked beside the target (`DIR.restoring`) and opened there, which replays its log and
 * applies any newer migrations; every session in it ends and the restore is recorded in its
 * audit log with the staff accounts it changed back; only then is it renamed into place. A
 * folder that holds a database is replaced only with `replace`, and is then kept as
 * `DIR.before-restore-TIME`.
 */
export async function restoreEmbedded({
  file,
  dataDir,
  replace,
  migrationsFolder,
}: {
  file: string;
  dataDir: string;
  replace: boolean;
  migrationsFolder: string;
}): Promise<RestoredEmbedded> {
  await verifyChecksum(file);
  if (!(await isTar(file)))
    throw new BackupRefused(
      `${file} is not a backup of the embedded database (a pg_dump file is restored with DATABASE_URL set).`,
    );
  const target = path.resolve(dataDir);
  await mkdir(target, { recursive: true, mode: 0o700 });
  const release = lockOrRefuse(target);
  let released = false;
  try {
    // Keys and the privacy marker alone are not data to keep aside.
    const existing = (await readdir(target)).filter(
      (name) => !LEFT_BY_A_SERVER.has(name) && !KEPT_BY_A_RESTORE.includes(name) && name !== MARKER,
    );
    if (existing.length > 0 && !replace)
      throw new BackupRefused(
        `${target} is not empty. Give --replace to restore in its place; the current folder is then kept beside it.`,
      );
    const staging = `${target}.restoring`;
    const manifest = await unpack(file, staging);
    const staffBefore = existing.length > 0 ? await staffOfFolder(target) : null;
    const { counts, staffChanged, sessionsEnded } = await openAndFinish(
      staging,
      migrationsFolder,
      file,
      staffBefore,
    );
    for (const name of KEPT_BY_A_RESTORE) {
      await copyFile(path.join(target, name), path.join(staging, name)).catch(() => {});
    }
    let keptAside: string | null = null;
    if (existing.length > 0) {
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      // The lock travels with the folder, so no server can open either until the swap is done.
      await rename(target, keptAside);
      released = true;
      release();
      await rm(lockFileIn(keptAside), { force: true });
    } else {
      released = true;
      release();
      for (const name of LEFT_BY_A_SERVER) await rm(path.join(target, name), { force: true });
    }
    // Onto an empty folder, or where the old one was: a server started meanwhile makes it fail.
    await rename(staging, target);
    return { dataDir: target, keptAside, manifest, counts, staffChanged, sessionsEnded };
  } finally {
    if (!released) release();
  }
}
