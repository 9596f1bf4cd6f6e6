/**
 * Backups of the embedded database, end to end with real servers (`server.mjs`) and the real
 * scripts: while enquiries and CVs arrive, `npm run backup` asks the running server over its
 * control socket; the server is killed and its data folder deleted; `npm run restore` brings
 * back every enquiry acknowledged before the backup began (each CV byte for byte), the members
 * (who sign in), the staff accounts and the audit log. Then a backup cut off by kill -9 leaves
 * nothing that looks complete, and the folder still opens. No browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  script,
  signsIn,
  until,
} from './support/backup-traffic';
import { startServer, type ServerProcess } from './support/server-process';

test.describe.configure({ timeout: 240_000 });
test.skip(Boolean(process.env.DATABASE_URL), 'the embedded database only');

async function rowsIn(dataDir: string) {
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await readRows((text) => client.query(text));
  } finally {
    await client.close();
  }
}

test('npm run backup beside a busy server, then restore after the data folder is lost', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'backup-e2e-'));
  const env = {
    ...limits,
    DATA_DIR: path.join(work, 'data'),
    BACKUP_DIR: path.join(work, 'backups'),
  };
  let server: ServerProcess | undefined;
  try {
    // Staff are made with the CLI while no server runs, as on a new machine.
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
    server = await startServer(env);
    const id = Date.now().toString(36);
    const members = [
      await confirmedMember(server, `${id}a`),
      await confirmedMember(server, `${id}b`),
    ];
    const socket = path.join(env.DATA_DIR, 'control.sock');
    const arriving = enquiriesArriving(server.base);
    await until(() => arriving.acknowledged.length >= 20 && existsSync(socket), 'enquiries');
    // A hire while the site serves: the running server makes the change (it holds the folder).
    const hired = await runScript(
      'staff',
      ['add', 'hired.live@deltacrest.example', '--name', 'Hal Hire'],
      env,
    );
    expect(hired).toMatch(/Set-up link for hired\.live@deltacrest\.example/);
    expect(await runScript('staff', ['list'], env)).toContain('hired.live@deltacrest.example');

    const backupBegan = Date.now();
    const output = await runScript('backup', [], env);
    expect(output).toContain('written by the running server');
    const file = writtenFile(output);
    await arriving.stop();
    const afterwards = arriving.acknowledged.filter((entry) => entry.at >= backupBegan);
    expect(afterwards.length, 'enquiries went on being answered during the backup').toBeGreaterThan(
      0,
    );

    server.child.kill('SIGKILL');
    await exited(server.child);
    const original = await rowsIn(env.DATA_DIR);
    rmSync(env.DATA_DIR, { recursive: true, force: true });

    const restoredOutput = await runScript('restore', [file], env);
    expect(restoredOutput).toContain(`into ${env.DATA_DIR}`);

    server = await startServer(env);
    for (const email of members) expect(await signsIn(server.base, email), email).toBe(true);

    await until(() => existsSync(socket), 'the control socket');
    const killed = server;
    const cut = await killDuringBackup(env.BACKUP_DIR, env, () => killed.child);
    expect(cut.code).not.toBe(0);
    expectNothingComplete(cut.newFiles);
    const partial = path.join(env.BACKUP_DIR, cut.newFiles[0]!);
    const refused = await script('restore', [partial, '--data-dir', path.join(work, 'other')], env)
      .done;
    expect(refused.output).toMatch(/\.sha256 is missing/);
    await exited(killed.child);

    // The folder a backup was cut off in opens; everything acknowledged before the first backup is there.
    const restored = await rowsIn(env.DATA_DIR);
    expectRestored(restored, original, arriving.acknowledged, backupBegan);
    const before = arriving.acknowledged.filter((entry) => entry.at < backupBegan);
    console.info(
      `backup (embedded): ${before.length} enquiries acknowledged before it began ` +
        `(${before.filter((entry) => entry.cv).length} with a CV), ${afterwards.length} during and after, ` +
        `all restored; ${restored.audit.length} audit rows, ${restored.staff.length} staff; ` +
        `cut off by kill -9: ${cut.newFiles.join(', ')}`,
    );
  } finally {
    server?.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
});
