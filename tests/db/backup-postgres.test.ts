/**
 * Backups with DATABASE_URL (the PostgreSQL run of the database tests; the PGlite run skips this
 * file, whose embedded twin is backup-embedded.test.ts): the pending-migration check reads the
 * same record drizzle's migrator keeps, a restore checks the checksum before anything else, and
 * it never writes over a database that holds tables unless told to.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BackupRefused, writeBackupFile } from '@/lib/backup/backup-file';
import { pendingMigrations } from '@/lib/backup/pending-migrations';
import { backupPostgres, restorePostgres } from '@/lib/backup/postgres-backup';
import type { Sql } from '@/lib/backup/pglite-snapshot';
import { database } from '@/lib/db/client';
import { useTestDatabase } from '../support/database';

const postgres = Boolean(process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL);
const migrations = path.join(process.cwd(), 'drizzle');
let work: string;
let cleanup: () => Promise<void>;

(postgres ? describe : describe.skip)('PostgreSQL backups', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'backup-postgres-'));
    cleanup = await useTestDatabase();
  });
  afterAll(async () => {
    await cleanup?.();
    rmSync(work, { recursive: true, force: true });
  });

  test('pending migrations: none on a migrated database, the newer journal entries otherwise', async () => {
    const { $client } = (await database()) as unknown as { $client: { query: Sql } };
    const sql: Sql = (text, params) => $client.query(text, params);
    expect(await pendingMigrations(sql, migrations)).toEqual([]);

    const newer = path.join(work, 'drizzle');
    cpSync(migrations, newer, { recursive: true });
    const journalFile = path.join(newer, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: object[] };
    journal.entries.push({
      idx: 99,
      version: '7',
      when: Date.now(),
      tag: '9999_marker',
      breakpoints: true,
    });
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(await pendingMigrations(sql, newer)).toEqual(['9999_marker']);
  });

  test('a restore checks the checksum first, and keeps to an empty database unless told', async () => {
    const url = process.env.DATABASE_URL!;
    const backupDir = path.join(work, 'backups');
    const { file } = await backupPostgres({ url, backupDir });
    const options = { file, url, backupDir, replace: false };
    await expect(restorePostgres(options)).rejects.toThrow(/DATABASE_URL is not empty/);

    const bytes = readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(file, bytes);
    const damaged = restorePostgres({ ...options, replace: true });
    await expect(damaged).rejects.toBeInstanceOf(BackupRefused);
    await expect(damaged).rejects.toThrow(/does not match its checksum/);
  });

  test('a restore that fails after the database was emptied names the copy that puts it back', async () => {
    const url = process.env.DATABASE_URL!;
    const backupDir = path.join(work, 'backups-cut');
    const { $client } = (await database()) as unknown as { $client: { query: Sql } };
    const tables = async () =>
      (
        (await $client.query(
          `select tablename from pg_tables where schemaname = 'public' order by tablename`,
        )) as { rows: { tablename: string }[] }
      ).rows.map((row) => row.tablename);
    const before = await tables();
    expect(before).toContain('enquiries');
    const { file } = await backupPostgres({ url, backupDir });
    // A dump cut short, with a checksum of its own: it passes every check before pg_restore.
    const cut = await writeBackupFile(
      path.join(work, 'cut'),
      path.basename(file),
      Readable.from([readFileSync(file).subarray(0, 512)]),
    );
    const failed = await restorePostgres({ file: cut.file, url, backupDir, replace: true }).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failed).toMatch(/The database was emptied for the restore; what it held is in /);
    const kept = /what it held is in (\S+) \(/.exec(failed ?? '')?.[1];
    expect(kept).toMatch(/before-restore\.pgdump$/);
    // As the message says: that file restores into the emptied database, every table back.
    await restorePostgres({ file: kept!, url, backupDir, replace: false });
    expect(await tables()).toEqual(before);
  });
});
