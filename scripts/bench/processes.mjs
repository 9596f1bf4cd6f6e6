// Child processes the benchmark starts (next, nginx, Chromium), and the promise that every one
// of them is stopped again: on success, on an error and on Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

const running = new Set();

/**
 * Starts a command in its own process group (so stopping it also stops any children it forks),
 * with its output in a log file. Answers `{ pid, stop, exited }`.
 */
export function startProcess(command, args, { env, logFile, cwd } = {}) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const handle = {
    pid: child.pid,
    exited,
    stop: async () => {
      running.delete(handle);
      await stopGroup(child.pid, exited);
    },
  };
  running.add(handle);
  child.once('exit', () => running.delete(handle));
  return handle;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function stopGroup(pid, exited) {
  signalGroup(pid, 'SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    signalGroup(pid, 'SIGKILL');
    await exited;
  }
  // A child that left its own grandchildren behind in the group: make sure they go too.
  signalGroup(pid, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...running].map((handle) => handle.stop()));
}

/** Stops everything on Ctrl-C, `kill`, or an error that nothing caught. */
export function stopAllOnExit(onCleanup = async () => {}) {
  const finish = async (code) => {
    process.stderr.write(`stopping ${running.size} process(es) this run started\n`);
    await stopAll().catch(() => {});
    await onCleanup().catch(() => {});
    process.exit(code);
  };
  process.once('SIGINT', () => finish(130));
  process.once('SIGTERM', () => finish(143));
  process.once('uncaughtException', (error) => {
    console.error(error);
    void finish(1);
  });
  process.once('unhandledRejection', (error) => {
    console.error(error);
    void finish(1);
  });
}

/** Whether nothing listens on a loopback port. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The benchmarks' port range: 3270-3279 on the shared machines, or BENCH_PORTS (`first-last`)
 * when those are someone else's.
 */
function benchPorts() {
  const given = process.env.BENCH_PORTS;
  if (!given) return [3270, 3279];
  const match = /^(\d+)-(\d+)$/.exec(given);
  if (!match || Number(match[1]) > Number(match[2]) || Number(match[2]) > 65535) {
    throw new Error(`BENCH_PORTS must be first-last, e.g. 3400-3409 (got "${given}")`);
  }
  return [Number(match[1]), Number(match[2])];
}

/** Picks free loopback ports from the benchmarks' range (see benchPorts). */
export async function freePorts(count, [first, last] = benchPorts()) {
  const ports = [];
  for (let port = first; port <= last && ports.length < count; port += 1) {
    if (await portIsFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`need ${count} free ports in ${first}-${last}`);
  return ports;
}

/** Waits until a URL answers at all (any HTTP status), or the process dies, or time runs out. */
export async function waitForHttp(url, { handle, timeoutMs = 60_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  handle?.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`${what} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}
