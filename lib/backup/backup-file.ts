import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * One backup is one file in BACKUP_DIR and its checksum beside it, in sha256sum's format
 * (`sha256sum -c NAME.sha256` checks it):
 *
 *   deltacrest-2026-11-24T06-00-00-000Z.tar             embedded database (PGlite folder)
 *   deltacrest-2026-11-24T06-00-00-000Z.tar.sha256
 *   deltacrest-2026-11-24T06-00-00-000Z.pgdump          PostgreSQL (pg_dump -Fc)
 *
 * A reason other than the schedule is part of the name (`-pre-migration`, `-before-restore`).
 * Both files are written under `.partial` names, flushed, and renamed into place, the checksum
 * first and the backup last: until that last rename nothing carries a backup's final name, so
 * a process killed at any point leaves only `.partial` files (or a checksum without its file),
 * which no tool here takes for a backup and the next run removes.
 */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: '.tar', postgres: '.pgdump' };
const NAME = /^deltacrest-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)(?:-([a-z-]+))?\.(tar|pgdump)$/;
export const CHECKSUM_SUFFIX = '.sha256';
export const PARTIAL_SUFFIX = '.partial';

export function backupName(kind: BackupKind, takenAt: Date, reason?: string): string {
  const stamp = takenAt.toISOString().replace(/[:.]/g, '-');
  return `deltacrest-${stamp}${reason ? `-${reason}` : ''}${EXTENSION[kind]}`;
}

/** What a backup's name says, or null for any other file. */
export function parseBackupName(
  name: string,
): { takenAt: Date; kind: BackupKind; reason: string | null } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, stamp = '', reason, extension] = match;
  const takenAt = new Date(stamp.replace(/T(\d\d)-(\d\d)-(\d\d)-/, 'T$1:$2:$3.'));
  if (Number.isNaN(takenAt.getTime())) return null;
  return { takenAt, kind: extension === 'pgdump' ? 'postgres' : 'pglite', reason: reason ?? null };
}

async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type WrittenBackup = { file: string; bytes: number; sha256: string };

/**
 * Writes `source` (through `transforms`, e.g. gzip) to `dir/name` with its checksum, mode 0600,
 * as described above. A failure removes what it wrote and throws.
 */
export async function writeBackupFile(
  dir: string,
  name: string,
  source: Readable | AsyncIterable<Buffer>,
  transforms: Transform[] = [],
): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  const partial = `${file}${PARTIAL_SUFFIX}`;
  const checksum = `${file}${CHECKSUM_SUFFIX}`;
  const checksumPartial = `${checksum}${PARTIAL_SUFFIX}`;
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline([
      source instanceof Readable
        ? source
        : Readable.from(source, { objectMode: false, highWaterMark: 1 << 20 }),
      ...transforms,
      measure,
      out,
    ]);
    await flush(partial);
    const sha256 = hash.digest('hex');
    await writeFile(checksumPartial, `${sha256}  ${name}\n`, { flag: 'wx', mode: 0o600 });
    await flush(checksumPartial);
    await rename(checksumPartial, checksum);
    await rename(partial, file);
    await flush(dir);
    return { file, bytes, sha256 };
  } catch (error) {
    // A failure early in the pipeline can come before the file is even open: the stream opens it
    // and then closes it, so removing it any sooner could leave it behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await Promise.all([partial, checksumPartial].map((leftover) => rm(leftover, { force: true })));
    throw error;
  }
}

/** Refusal to use a backup file, with the reason for the operator. */
export class BackupRefused extends Error {}

/** Checks `file` against `file.sha256` (a full read); throws BackupRefused when they differ. */
export async function verifyChecksum(file: string): Promise<string> {
  const name = path.basename(file);
  const line = await readFile(`${file}${CHECKSUM_SUFFIX}`, 'utf8').catch(() => {
    throw new BackupRefused(
      `${file}${CHECKSUM_SUFFIX} is missing: a backup is complete only with its checksum.`,
    );
  });
  const match = /^([0-9a-f]{64}) [ *](.+)\n?$/.exec(line);
  if (!match || match[2] !== name)
    throw new BackupRefused(`${file}${CHECKSUM_SUFFIX} is not a checksum of ${name}.`);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk);
  const actual = hash.digest('hex');
  if (actual !== match[1])
    throw new BackupRefused(
      `${file} does not match its checksum (damaged or incomplete): SHA-256 ${actual}, expected ${match[1]}.`,
    );
  return actual;
}
