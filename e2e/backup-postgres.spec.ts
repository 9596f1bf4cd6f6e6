/**
 * Backups on PostgreSQL (DATABASE_URL), end to end with a real server and the real scripts:
 * while enquiries and CVs arrive, `npm run backup` runs pg_dump beside the server; the server is
 * killed and its database dropped and made again empty; `npm run restore` (pg_restore, then the
 * migrations) brings back every enquiry acknowledged before the backup began (each CV byte for
 * byte), the members (who sign in), the staff accounts and the audit log. A backup whose
 * process is killed mid-way leaves nothing that looks complete. Needs a PostgreSQL server:
 * `npm test` runs it under scripts/with-postgres.sh. No browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  expectNothingComplete,
  expectRestored,
  killDuringBackup,
  readRows,
  writtenFile,
} from './support/backup-checks';
import {
  confirmedMember,
  enquiriesArriving,
  exited,
  limits,
  runScript,
  signsIn,
  until,
} from './support/backup-traffic';
import { testDatabase, withClient } from './support/postgres';
import { startServer, type ServerProcess } from './support/server-process';

test.describe.configure({ timeout: 240_000 });

test('npm run backup (pg_dump) beside a busy server, then restore into an emptied database', async () => {
  const database = testDatabase('backup');
  const work = mkdtempSync(path.join(tmpdir(), 'backup-pg-e2e-'));
  const env = {
    ...limits,
    DATABASE_URL: database.url,
    DATA_DIR: path.join(work, 'data'),
    BACKUP_DIR: path.join(work, 'backups'),
  };
  let server: ServerProcess | undefined;
  try {
    await database.create();
    server = await startServer(env);
    await runScript(
      'staff',
      ['add', 'admin.backup@deltacrest.example', '--name', 'Ada Admin', '--role', 'admin'],
      env,
    );
    await runScript(
      'staff',
      ['add', 'staff.backup@deltacrest.example', '--name', 'Sam Staff'],
      env,
    );
    const id = Date.now().toString(36);
    const members = [
      await confirmedMember(server, `${id}a`),
      await confirmedMember(server, `${id}b`),
    ];
    const arriving = enquiriesArriving(server.base);
    await until(() => arriving.acknowledged.length >= 20, 'enquiries');

    const backupBegan = Date.now();
    const output = await runScript('backup', [], env);
    expect(output).toContain('pg_dump of DATABASE_URL');
    const file = writtenFile(output);
    await arriving.stop();
    const afterwards = arriving.acknowledged.filter((entry) => entry.at >= backupBegan);
    expect(afterwards.length, 'enquiries went on being answered during the backup').toBeGreaterThan(
      0,
    );

    server.child.kill('SIGKILL');
    await exited(server.child);
    const original = await withClient(env.DATABASE_URL, (client) =>
      readRows((text) => client.query(text)),
    );
    await database.drop();
    await database.create();

    const restoredOutput = await runScript('restore', [file], env);
    expect(restoredOutput).toContain('into the database in DATABASE_URL');

    server = await startServer(env);
    for (const email of members) expect(await signsIn(server.base, email), email).toBe(true);

    // pg_dump runs in the script's process tree: the script is what an operator's kill hits.
    const cut = await killDuringBackup(env.BACKUP_DIR, env, (backupScript) => backupScript);
    expect(cut.code).not.toBe(0);
    expectNothingComplete(cut.newFiles);

    const restored = await withClient(env.DATABASE_URL, (client) =>
      readRows((text) => client.query(text)),
    );
    expectRestored(restored, original, arriving.acknowledged, backupBegan);
    const before = arriving.acknowledged.filter((entry) => entry.at < backupBegan);
    console.info(
      `backup (PostgreSQL): ${before.length} enquiries acknowledged before it began ` +
        `(${before.filter((entry) => entry.cv).length} with a CV), ${afterwards.length} during and after, ` +
        `all restored; ${restored.audit.length} audit rows, ${restored.staff.length} staff; ` +
        `cut off by kill -9: ${cut.newFiles.join(', ')}`,
    );
  } finally {
    server?.child.kill('SIGKILL');
    if (server) await exited(server.child);
    await database.drop().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
});
