/**
 * Start-up of the production server on the embedded database: a second server on the folder of
 * a running one exits at once, naming the folder and the process that holds it, and the first
 * one keeps serving. No browser; it drives its own servers on free loopback ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { exitWithin, startServer, waitHealthy, type Server } from './production-server';

test.describe.configure({ timeout: 180_000 });

test('a second server on a data folder in use exits with a message naming the folder and pid', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'community-startup-'));
  const servers: Server[] = [];
  try {
    const first = await startServer(dataDir);
    servers.push(first);
    await waitHealthy(first);

    const second = await startServer(dataDir);
    servers.push(second);
    const code = await exitWithin(second, 60_000);
    expect(code, `the second server kept running; its output:\n${second.output()}`).not.toBe(null);
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`process ${first.process.pid}`);

    const health = await fetch(`${first.base}/api/health`);
    expect(health.status).toBe(200);
  } finally {
    for (const server of servers) server.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
