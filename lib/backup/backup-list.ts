import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { CHECKSUM_SUFFIX, PARTIAL_SUFFIX, parseBackupName, type BackupKind } from './backup-file';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A leftover (a `.partial` file, a checksum without its backup) this old belongs to a run that
 * died: one still being written changes all the time, and another process (a restore's
 * migration snapshot, a second `npm run backup` on PostgreSQL) may be writing one right now.
 */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

export type BackupFile = {
  name: string;
  file: string;
  takenAt: Date;
  kind: BackupKind;
  reason: string | null;
  bytes: number;
};

async function names(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** Complete backups in `dir` (a backup with its checksum beside it), newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const present = new Set(await names(dir));
  const backups: BackupFile[] = [];
  for (const name of present) {
    const parsed = parseBackupName(name);
    if (!parsed || !present.has(`${name}${CHECKSUM_SUFFIX}`)) continue;
    const file = path.join(dir, name);
    const bytes = await stat(file).then(
      (stats) => stats.size,
      () => null,
    );
    if (bytes !== null) backups.push({ name, file, ...parsed, bytes });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

const strip = (name: string, suffix: string) =>
  name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;

/** A file of an unfinished write or of a half-removed backup. */
function isLeftover(name: string, complete: Set<string>): boolean {
  if (name.endsWith(PARTIAL_SUFFIX))
    return parseBackupName(strip(strip(name, PARTIAL_SUFFIX), CHECKSUM_SUFFIX)) !== null;
  const backup = strip(name, CHECKSUM_SUFFIX);
  return parseBackupName(backup) !== null && !complete.has(backup);
}

/**
 * Keeps the newest `keep` backups, none older than `maxAgeDays` (ENQUIRY_RETENTION_DAYS: an
 * erased enquiry must not live on in a backup), and clears leftovers of interrupted runs.
 * Answers the names it removed.
 */
export async function pruneBackups(
  dir: string,
  { keep, maxAgeDays, now = new Date() }: { keep: number; maxAgeDays: number; now?: Date },
): Promise<string[]> {
  const removed: string[] = [];
  const oldest = now.getTime() - maxAgeDays * DAY_MS;
  const backups = await listBackups(dir);
  for (const [index, backup] of backups.entries()) {
    if (index < keep && backup.takenAt.getTime() >= oldest) continue;
    // The backup goes first: a half-removed one is then a checksum alone, never taken for a backup.
    await rm(backup.file, { force: true });
    await rm(`${backup.file}${CHECKSUM_SUFFIX}`, { force: true });
    removed.push(backup.name);
  }
  const complete = new Set((await listBackups(dir)).map((backup) => backup.name));
  for (const name of await names(dir)) {
    if (!isLeftover(name, complete)) continue;
    const file = path.join(dir, name);
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => now.getTime(),
    );
    if (now.getTime() - modified < LEFTOVER_AGE_MS) continue;
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

export type LastBackup = {
  name: string;
  file: string;
  takenAt: Date;
  bytes: number;
  ageMs: number;
};

/** The newest complete backup in `dir`: when, how large, how old; null when there is none. */
export async function lastBackup(dir: string, now = new Date()): Promise<LastBackup | null> {
  const [newest] = await listBackups(dir);
  if (!newest) return null;
  const { name, file, takenAt, bytes } = newest;
  return { name, file, takenAt, bytes, ageMs: now.getTime() - takenAt.getTime() };
}
