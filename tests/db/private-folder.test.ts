/**
 * The embedded database's folder is its owner's alone (folders 0700, files 0600): after a first
 * start, after a start on a folder an earlier version made open to all, and after a backup and
 * a restore; and a server refuses to start on a folder opened to others since, naming it. What
 * `find DATA_DIR BACKUP_DIR -perm /077` would print is what `openToOthers` lists. PGlite only:
 * with PostgreSQL the database server keeps its own folder.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupStoppedFolder } from '@/lib/backup/stopped-folder';
import { restoreEmbedded } from '@/lib/backup/restore-embedded';
import { openPglite } from '@/lib/db/pglite';
import { MARKER } from '@/lib/db/private-folder';

const embedded = !process.env.DATABASE_URL && !process.env.TEST_POSTGRES_URL;
const migrations = path.join(process.cwd(), 'drizzle');
const work = mkdtempSync(path.join(tmpdir(), 'private-folder-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every path under `root` (itself included) that a group or other user may open. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = lstatSync(target);
    if ((stat.mode & 0o077) !== 0 && !stat.isSymbolicLink()) found.push(target);
    if (stat.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name));
  };
  walk(root);
  return found;
}

/** As an earlier version left it: folders 0755, PGlite's files 0666, no marker. */
function openUp(root: string) {
  const walk = (target: string) => {
    const stat = lstatSync(target);
    chmodSync(target, stat.isDirectory() ? 0o755 : 0o666);
    if (stat.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name));
  };
  rmSync(path.join(root, MARKER), { force: true });
  walk(root);
}

async function start(dataDir: string) {
  const { close } = await openPglite(dataDir, migrations);
  await close();
}

(embedded ? describe : describe.skip)('the data folder', () => {
  const dataDir = path.join(work, 'data');

  test('a first start makes it private, every file in it included', async () => {
    await start(dataDir);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);

  test('a folder an earlier version left open to all is made private at the next start', async () => {
    openUp(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(900);
    await start(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 60_000);

  test('a folder opened to others since is refused, naming it and how to mend it', async () => {
    chmodSync(dataDir, 0o755);
    await expect(start(dataDir)).rejects.toThrow(
      `The data folder ${dataDir} can be opened by other users of this machine (mode 0755)`,
    );
    await expect(start(dataDir)).rejects.toThrow(`chmod -R go-rwx ${dataDir}`);
    chmodSync(dataDir, 0o700);
    chmodSync(path.join(dataDir, 'pglite'), 0o750);
    await expect(start(dataDir)).rejects.toThrow(/pglite can be opened by other users/);
    chmodSync(path.join(dataDir, 'pglite'), 0o700);
    await start(dataDir);
  }, 60_000);

  test('a backup and its restore are private too', async () => {
    const backupDir = path.join(work, 'backups');
    const { file } = await backupStoppedFolder({ dataDir, backupDir });
    const restored = path.join(work, 'restored');
    await restoreEmbedded({
      file,
      dataDir: restored,
      replace: false,
      migrationsFolder: migrations,
    });
    await start(restored);
    expect(openToOthers(backupDir)).toEqual([]);
    expect(openToOthers(restored)).toEqual([]);
  }, 60_000);
});
