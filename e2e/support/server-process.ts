/**
 * Starts the production server (server.mjs, as `npm start` does) on a free loopback port with a
 * data folder of its own, for the specs that need a server of their own: its own limits, its own
 * log, or several instances. Its standard output is kept line by line for assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  lines: string[];
  stop: () => void;
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function untilHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'deltacrest-server-')),
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const stop = () => void child.kill('SIGTERM');
  try {
    await untilHealthy(base, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, child, lines, stop };
}
