/**
 * The production server (`server.mjs`, as `npm start` runs it) of a test's own, on a free
 * loopback port, for the specs that need their own limits, their own log, several instances,
 * or a server to stop, kill or double. Data folder: the test's `DATA_DIR`, else a new temporary
 * one; backups beside it (`BACKUP_DIR`), never in the checkout's ./backups. Standard output is kept line by line (`lines`), both streams together in `output()`.
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
  output: () => string;
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

/** Spawns a server and returns at once, before it listens: see waitHealthy. */
export async function launchServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'deltacrest-server-'));
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Made only if a backup is written.
      BACKUP_DIR: `${dataDir}-backups`,
      // Scripts post these servers' forms at once, with no page-opening cookie: no enquiry is
      // taken for spam by time unless a test asks for the rule (e2e/server.mjs does the same).
      SPAM_MIN_SECONDS: '0',
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
  });
  const lines: string[] = [];
  let partial = '';
  let output = '';
  // Always read both streams, so a chatty server never blocks on a full pipe.
  child.stdout?.on('data', (chunk: Buffer) => {
    output = `${output}${chunk}`.slice(-20_000);
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk: Buffer) => (output = `${output}${chunk}`.slice(-20_000)));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    lines,
    output: () => output,
    stop: () => void child.kill('SIGTERM'),
  };
}

export async function waitHealthy({ base, child }: ServerProcess): Promise<void> {
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

/** Launches a server and waits until it answers its health check; stops it if it never does. */
export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await launchServer(env);
  try {
    await waitHealthy(server);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; its output:\n${server.output()}`);
  }
  return server;
}

/** Resolves with the exit code, or null if the server is still running after `ms`. */
export function exitWithin({ child }: ServerProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}
