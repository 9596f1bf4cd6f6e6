/**
 * A production server (`server.mjs`, as `npm start` runs it) of a test's own, on a free loopback port and
 * a data folder the test chooses, for tests that stop, kill or double servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export type Server = { process: ChildProcess; base: string; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
  });
  let output = '';
  // Always read, so a chatty server never blocks on a full pipe.
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => (output = `${output}${chunk}`.slice(-20_000)));
  }
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => output } as Server;
}

export async function waitHealthy({ base, process: server }: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

/** Resolves with the exit code, or null if the server is still running after `ms`. */
export function exitWithin(server: Server, ms: number): Promise<number | null> {
  if (server.process.exitCode !== null) return Promise.resolve(server.process.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    server.process.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}
