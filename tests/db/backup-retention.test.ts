/**
 * Which backups BACKUP_DIR keeps (the newest BACKUP_KEEP, none older than
 * ENQUIRY_RETENTION_DAYS), what counts as a backup at all (a file with its checksum), the
 * clearing of leftovers from interrupted runs, the "last backup" answer for the back office,
 * when the server takes the next one, and the refusal of a backup whose checksum does not match. Files only: the same on PGlite and
 * PostgreSQL.
 */
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  BackupRefused,
  backupName,
  parseBackupName,
  verifyChecksum,
  writeBackupFile,
} from '@/lib/backup/backup-file';
import { lastBackup, listBackups, pruneBackups } from '@/lib/backup/backup-list';
import { nextBackupIn } from '@/lib/backup/schedule';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T12:00:00.000Z');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backups-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A backup file and its checksum as the writer leaves them, taken `daysAgo` before `now`. */
function fakeBackup(daysAgo: number, reason?: string): string {
  const name = backupName('pglite', new Date(now.getTime() - daysAgo * DAY), reason);
  writeFileSync(path.join(dir, name), `backup ${daysAgo}`);
  writeFileSync(path.join(dir, `${name}.sha256`), `${'0'.repeat(64)}  ${name}\n`);
  return name;
}

function leftover(name: string, hoursOld: number): void {
  const file = path.join(dir, name);
  writeFileSync(file, 'interrupted');
  const when = new Date(now.getTime() - hoursOld * 60 * 60 * 1000);
  utimesSync(file, when, when);
}

test('names carry the time and the reason, and read back', () => {
  const taken = new Date('2026-11-24T06:05:09.123Z');
  const name = backupName('pglite', taken, 'pre-migration');
  expect(name).toBe('deltacrest-2026-11-24T06-05-09-123Z-pre-migration.tar');
  expect(parseBackupName(name)).toEqual({
    takenAt: taken,
    kind: 'pglite',
    reason: 'pre-migration',
  });
  expect(parseBackupName(backupName('postgres', taken))).toEqual({
    takenAt: taken,
    kind: 'postgres',
    reason: null,
  });
  expect(parseBackupName('notes.txt')).toBeNull();
});

test('keeps the newest BACKUP_KEEP, and none older than the retention period', async () => {
  const names = [0.5, 1, 2, 3, 4].map((days) => fakeBackup(days));
  const old = fakeBackup(400, 'pre-migration');
  const removed = await pruneBackups(dir, { keep: 3, maxAgeDays: 365, now });
  expect(removed.sort()).toEqual([names[3], names[4], old].sort());
  expect((await listBackups(dir)).map((backup) => backup.name)).toEqual(names.slice(0, 3));

  const byAge = await pruneBackups(dir, { keep: 14, maxAgeDays: 1, now });
  expect(byAge).toEqual([names[2]]);
  expect(readdirSync(dir).sort()).toEqual(
    [names[0], `${names[0]}.sha256`, names[1], `${names[1]}.sha256`].sort(),
  );
});

test('a file without its checksum is no backup; leftovers of dead runs go, fresh ones stay', async () => {
  const complete = fakeBackup(1);
  const noChecksum = backupName('pglite', new Date(now.getTime() - 2 * DAY));
  leftover(noChecksum, 2);
  const deadPartial = `${backupName('pglite', new Date(now.getTime() - 3 * DAY))}.partial`;
  leftover(deadPartial, 2);
  const lonelyChecksum = `${backupName('pglite', new Date(now.getTime() - 4 * DAY))}.sha256`;
  leftover(lonelyChecksum, 2);
  const writing = `${backupName('pglite', new Date(now.getTime() - 1000))}.partial`;
  leftover(writing, 0);
  leftover('notes.txt', 100);

  expect((await listBackups(dir)).map((backup) => backup.name)).toEqual([complete]);
  const removed = await pruneBackups(dir, { keep: 14, maxAgeDays: 365, now });
  expect(removed.sort()).toEqual([deadPartial, lonelyChecksum, noChecksum].sort());
  expect(readdirSync(dir).sort()).toEqual(
    [complete, `${complete}.sha256`, 'notes.txt', writing].sort(),
  );
});

test('the last backup: when, how large, how old; nothing when there is none', async () => {
  expect(await lastBackup(dir, now)).toBeNull();
  fakeBackup(3);
  const newest = fakeBackup(1);
  expect(await lastBackup(dir, now)).toEqual({
    name: newest,
    file: path.join(dir, newest),
    takenAt: new Date(now.getTime() - DAY),
    bytes: 'backup 1'.length,
    ageMs: DAY,
  });
});

test('a written backup is 0600 with a checksum sha256sum accepts; a changed byte is refused', async () => {
  const name = backupName('pglite', now);
  const written = await writeBackupFile(dir, name, Readable.from([Buffer.from('some data')]));
  expect(statSync(written.file).mode & 0o777).toBe(0o600);
  expect(statSync(`${written.file}.sha256`).mode & 0o777).toBe(0o600);
  await expect(verifyChecksum(written.file)).resolves.toBe(written.sha256);

  writeFileSync(written.file, 'some dat4');
  await expect(verifyChecksum(written.file)).rejects.toThrow(BackupRefused);
  await expect(verifyChecksum(written.file)).rejects.toThrow(/does not match its checksum/);
  rmSync(`${written.file}.sha256`);
  await expect(verifyChecksum(written.file)).rejects.toThrow(/\.sha256 is missing/);
});

test('a failed write leaves nothing behind', async () => {
  async function* failing() {
    yield Buffer.from('half');
    throw new Error('disk gone');
  }
  await expect(writeBackupFile(dir, backupName('pglite', now), failing())).rejects.toThrow(
    'disk gone',
  );
  expect(readdirSync(dir)).toEqual([]);
});

test('the next backup: an interval after the newest, and never in the first minutes of a start', () => {
  const minutes = (ms: number) => ms / 60_000;
  expect(minutes(nextBackupIn(null, 24, now))).toBe(5);
  expect(minutes(nextBackupIn(new Date(now.getTime() - 2 * DAY), 24, now))).toBe(5);
  expect(minutes(nextBackupIn(new Date(now.getTime() - DAY / 2), 24, now))).toBe(12 * 60);
});
