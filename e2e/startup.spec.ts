/**
 * Start-up of the production server on the embedded database: a second server on the folder of
 * a running one exits at once, naming the folder and the process that holds it, and the first
 * one keeps serving. No browser; it drives its own servers on free loopback ports.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  exitWithin,
  launchServer,
  startServer,
  type ServerProcess,
} from './support/server-process';

test.describe.configure({ timeout: 180_000 });

test('a second server on a data folder in use exits with a message naming the folder and pid', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-startup-'));
  const servers: ServerProcess[] = [];
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);

    const second = await launchServer({ DATA_DIR: dataDir });
    servers.push(second);
    const code = await exitWithin(second, 60_000);
    expect(code, `the second server kept running; its output:\n${second.output()}`).not.toBe(null);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`process ${first.child.pid}`);

    const health = await fetch(`${first.base}/api/health`);
    expect(health.status).toBe(200);
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** What `find DIR -perm /077` prints: every path a group or other user may open. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = lstatSync(target);
    if ((stat.mode & 0o077) !== 0 && !stat.isSymbolicLink()) found.push(target);
    if (stat.isDirectory()) for (const name of readdirSync(target)) walk(join(target, name));
  };
  walk(root);
  return found;
}

test('a first start copies the build’s database privately, and a data folder opened to others is refused, named', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-private-'));
  const servers: ServerProcess[] = [];
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
    expect(openToOthers(dataDir)).toEqual([]);
    first.child.kill('SIGTERM');
    await exitWithin(first, 20_000);

    chmodSync(dataDir, 0o755);
    const refused = await launchServer({ DATA_DIR: dataDir });
    servers.push(refused);
    const code = await exitWithin(refused, 60_000);
    expect(code, `the server started; its output:\n${refused.output()}`).not.toBe(null);
    expect(code).not.toBe(0);
    expect(refused.output()).toContain(`The data folder ${dataDir} can be opened by other users`);
    expect(refused.output()).toContain(`chmod -R go-rwx ${dataDir}`);
  } finally {
    for (const server of servers) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
