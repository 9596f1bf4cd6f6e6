/**
 * Backups of the embedded database with the real PGlite: an online backup taken while rows are
 * written and a checkpoint runs in the middle of the copy restores every row; a restore refuses
 * a folder a live process holds and a folder with data unless told to replace it (and keeps the
 * old one); an existing database is backed up before pending migrations, and only then. The
 * PostgreSQL run skips this file: there the backups are pg_dump's (e2e/backup-postgres.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BackupRefused, backupName, writeBackupFile } from '@/lib/backup/backup-file';
import { listBackups } from '@/lib/backup/backup-list';
import { ARCHIVE_ROOT, MANIFEST, pgliteSnapshot, type Sql } from '@/lib/backup/pglite-snapshot';
import { bufferEntry, folderEntry, tarEnd } from '@/lib/backup/tar';
import { pendingAfter } from '@/lib/backup/pending-migrations';
import { preMigrationBackup } from '@/lib/backup/pre-migration';
import { restoreEmbedded } from '@/lib/backup/restore-embedded';
import { takeBackup } from '@/lib/backup/take-backup';
import { closeDatabase, database } from '@/lib/db/client';
import { openPglite } from '@/lib/db/pglite';
import { enquiries } from '@/lib/db/schema';
import { useTestDatabase } from '../support/database';

const embedded = !process.env.DATABASE_URL && !process.env.TEST_POSTGRES_URL;
const migrations = path.join(process.cwd(), 'drizzle');
let work: string;
let backupDir: string;
let cleanup: () => Promise<void>;

(embedded ? describe : describe.skip)('embedded database backups', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'backup-embedded-'));
    backupDir = path.join(work, 'backups');
    cleanup = await useTestDatabase({ BACKUP_DIR: backupDir });
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
    rmSync(work, { recursive: true, force: true });
  });

  const siteSql = async (): Promise<Sql> => {
    const { $client } = (await database()) as unknown as { $client: { query: Sql } };
    return (text, params) => $client.query(text, params);
  };

  async function addApplication(label: string) {
    const cv = randomBytes(64 * 1024);
    const db = await database();
    const [row] = await db
      .insert(enquiries)
      .values({
        type: 'job-application',
        payload: { label },
        attachment: cv,
        attachmentName: 'cv.pdf',
      })
      .returning({ id: enquiries.id });
    return { id: row!.id, cv };
  }

  let backupFile = '';
  const written = new Map<string, Buffer>();

  test('an online backup with writes and a checkpoint during the copy restores every row', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { id, cv } = await addApplication(`before ${i}`);
      written.set(id, cv);
    }
    const db = await database();
    let chunks = 0;
    async function* withWritesMidway(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        yield chunk;
        chunks += 1;
        if (chunks !== 20) continue;
        // The site goes on writing while files are copied; a checkpoint flushes its pages into
        // files already copied and would let an unlabelled copy skip the log that has them.
        for (let i = 0; i < 20; i += 1) {
          const { id, cv } = await addApplication(`during ${i}`);
          written.set(id, cv);
        }
        await db.execute(sql`checkpoint`);
      }
    }
    const dataDir = process.env.DATA_DIR!;
    const snapshot = pgliteSnapshot(await siteSql(), path.join(dataDir, 'pglite'), 'test');
    const backup = await writeBackupFile(
      backupDir,
      backupName('pglite', new Date()),
      withWritesMidway(snapshot),
    );
    expect(chunks).toBeGreaterThan(20);
    backupFile = backup.file;

    const restored = await restoreEmbedded({
      file: backupFile,
      dataDir: path.join(work, 'restored'),
      replace: false,
      migrationsFolder: migrations,
    });
    expect(restored.counts.enquiries).toBe(40);
    expect(restored.keptAside).toBeNull();
    const { db: copy, close } = await openPglite(path.join(work, 'restored'), migrations);
    try {
      const rows = await copy
        .select({ id: enquiries.id, attachment: enquiries.attachment })
        .from(enquiries);
      expect(new Map(rows.map((row) => [row.id, Buffer.from(row.attachment!)]))).toEqual(written);
    } finally {
      await close();
    }
  });

  test('a restore refuses a folder a live process holds, and one with data unless --replace', async () => {
    const live = path.join(work, 'live');
    mkdirSync(live);
    // The test runner's parent process: alive for as long as this test runs.
    writeFileSync(path.join(live, 'community.lock'), String(process.ppid));
    const intoLive = restoreEmbedded({
      file: backupFile,
      dataDir: live,
      replace: true,
      migrationsFolder: migrations,
    });
    await expect(intoLive).rejects.toBeInstanceOf(BackupRefused);
    await expect(intoLive).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));

    const occupied = path.join(work, 'restored');
    const options = { file: backupFile, dataDir: occupied, migrationsFolder: migrations };
    await expect(restoreEmbedded({ ...options, replace: false })).rejects.toThrow(/is not empty/);
    const replaced = await restoreEmbedded({ ...options, replace: true });
    expect(replaced.keptAside).toMatch(/restored\.before-restore-/);
    expect(readdirSync(replaced.keptAside!)).toContain('pglite');
    expect(existsSync(path.join(occupied, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${occupied}.restoring`)).toBe(false);
  });

  test('an archive with a manifest and no database files is refused, not restored as empty', async () => {
    async function* manifestOnly() {
      const manifest = {
        format: 'pglite-files',
        reason: 'test',
        takenAt: new Date().toISOString(),
      };
      yield* bufferEntry(MANIFEST, Buffer.from(JSON.stringify(manifest)));
      yield* folderEntry(ARCHIVE_ROOT);
      yield tarEnd();
    }
    const hollow = await writeBackupFile(
      path.join(work, 'hollow'),
      backupName('pglite', new Date()),
      manifestOnly(),
    );
    const target = path.join(work, 'hollow-restored');
    await expect(
      restoreEmbedded({
        file: hollow.file,
        dataDir: target,
        replace: false,
        migrationsFolder: migrations,
      }),
    ).rejects.toThrow(
      new BackupRefused(`${hollow.file} is not a backup of the embedded database.`),
    );
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);
  });

  test('a backup whose retention fails is still taken: the summary says why, nothing is retried', async () => {
    // A folder under an old backup's name: removing it as a file fails, as on storage that
    // refuses deletes.
    const stuck = backupName('pglite', new Date('2015-01-01T00:00:00Z'));
    mkdirSync(path.join(backupDir, stuck), { recursive: true });
    writeFileSync(path.join(backupDir, `${stuck}.sha256`), 'not removed either\n');
    try {
      const summary = await takeBackup({ command: 'test' }, 'command');
      expect(summary.pruneError).toBeTruthy();
      expect(summary.removed).toEqual([]);
      expect((await listBackups(backupDir)).map((backup) => backup.file)).toContain(summary.file);
    } finally {
      rmSync(path.join(backupDir, stuck), { recursive: true, force: true });
      rmSync(path.join(backupDir, `${stuck}.sha256`), { force: true });
    }
  });

  test('pending migrations: the journal entries newer than the last one applied', () => {
    const journal = [
      { tag: '0000_a', when: 1 },
      { tag: '0001_b', when: 2 },
      { tag: '0002_c', when: 3 },
    ];
    expect(pendingAfter(journal, 3)).toEqual([]);
    expect(pendingAfter(journal, 1)).toEqual(['0001_b', '0002_c']);
    expect(pendingAfter(journal, null)).toEqual(['0000_a', '0001_b', '0002_c']);
  });

  test('an existing database is backed up before pending migrations, and only then', async () => {
    await closeDatabase();
    const dataDir = process.env.DATA_DIR!;
    const newer = path.join(work, 'drizzle-newer');
    cpSync(migrations, newer, { recursive: true });
    const journalFile = path.join(newer, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
    journal.entries.push({
      idx: journal.entries.length,
      version: '7',
      when: Date.now(),
      tag: '9999_marker',
      breakpoints: true,
    });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      path.join(newer, '9999_marker.sql'),
      'CREATE TABLE "backup_marker" ("id" integer);',
    );
    const snapshots = async () =>
      (await listBackups(backupDir)).filter((backup) => backup.reason === 'pre-migration');

    // As the site opens it (instrumentation.ts): with the backup before pending migrations.
    const hooks = { hooks: preMigrationBackup };
    const first = await openPglite(dataDir, migrations, hooks);
    await first.close();
    expect(await snapshots()).toHaveLength(0);

    const migrating = await openPglite(dataDir, newer, hooks);
    await migrating.db.execute(sql`select * from backup_marker`);
    await migrating.close();
    const [snapshot] = await snapshots();
    expect(snapshot?.name).toMatch(/-pre-migration\.tar$/);

    const again = await openPglite(dataDir, newer, hooks);
    await again.close();
    expect(await snapshots()).toHaveLength(1);

    // The snapshot is the database as it was: without the new table.
    const before = await restoreEmbedded({
      file: snapshot!.file,
      dataDir: path.join(work, 'before-migration'),
      replace: false,
      migrationsFolder: migrations,
    });
    expect(before.counts.enquiries).toBe(40);
    const { db: copy, close } = await openPglite(path.join(work, 'before-migration'), migrations);
    try {
      const { rows } = await copy.execute(sql`select to_regclass('backup_marker') as marker`);
      expect(rows[0]).toEqual({ marker: null });
    } finally {
      await close();
    }
  });
});
