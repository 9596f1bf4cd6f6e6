import 'server-only';
import { chmod, lstat, unlink } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { log } from '@/lib/log';
import { MAX_REQUEST_BYTES, type ControlAnswer, type ControlRequest } from './protocol';
import { commandNames, findCommand } from './registry';

/** A client that connects and never finishes its request is let go after this long. */
const REQUEST_TIMEOUT_MS = 10_000;

export type ControlChannel = { path: string; close: () => Promise<void> };

function answer(socket: Socket, reply: ControlAnswer): void {
  socket.end(`${JSON.stringify(reply)}\n`);
}

function parse(text: string): ControlRequest | string {
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return 'The request is not JSON.';
  }
  const { command, args } = (request ?? {}) as Partial<ControlRequest>;
  if (typeof command !== 'string') return 'The request names no command.';
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args)))
    return 'The arguments must be an object.';
  return { command, args };
}

async function serve(socket: Socket, text: string): Promise<void> {
  const request = parse(text);
  if (typeof request === 'string') return answer(socket, { ok: false, error: request });
  const handler = findCommand(request.command);
  if (!handler) {
    const known = commandNames().join(', ') || 'none';
    return answer(socket, {
      ok: false,
      error: `Unknown command "${request.command.slice(0, 100)}" (known: ${known}).`,
    });
  }
  log.info({ command: request.command }, 'control command');
  try {
    answer(socket, { ok: true, result: (await handler(request.args ?? {})) ?? null });
  } catch (error) {
    log.error({ err: error, command: request.command }, 'control command failed');
    answer(socket, { ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

function onConnection(socket: Socket): void {
  const chunks: Buffer[] = [];
  let size = 0;
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    else {
      // Refused now, and read no further: the request timeout then closes a sender that goes on.
      socket.pause();
      answer(socket, {
        ok: false,
        error: `The request is larger than ${MAX_REQUEST_BYTES} bytes.`,
      });
    }
  });
  socket.on('end', () => {
    // A command may run for minutes (a backup); only the request had to be quick.
    socket.setTimeout(0);
    if (size > MAX_REQUEST_BYTES) return;
    void serve(socket, Buffer.concat(chunks).toString('utf8'));
  });
}

/** Whether a process is listening on the socket now. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** A socket left by a killed server is replaced; a live one, or a file of another kind, is not. */
async function clearStale(socketPath: string): Promise<void> {
  const stats = await lstat(socketPath).catch(() => null);
  if (!stats) return;
  if (!stats.isSocket()) throw new Error(`${socketPath} exists and is not a socket; remove it.`);
  if (await answers(socketPath))
    throw new Error(`Another process is listening on ${socketPath}; is a second server running?`);
  await unlink(socketPath);
}

/**
 * Listens on `socketPath` with mode 0600 (set by the umask while the socket is bound, so it is
 * never open to other users, even for an instant), so only the machine user that runs the site,
 * and root, can connect. The socket is removed when the channel closes or the process exits.
 */
export async function startControlChannel(socketPath: string): Promise<ControlChannel> {
  await clearStale(socketPath);
  const server: Server = createServer({ allowHalfOpen: true }, onConnection);
  const listening = new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await listening;
  server.on('error', (error) => log.error({ err: error }, 'control channel error'));
  await chmod(socketPath, 0o600);
  const removeAtExit = () => {
    try {
      unlinkSync(socketPath);
    } catch {
      // already gone
    }
  };
  process.once('exit', removeAtExit);
  return {
    path: socketPath,
    close: async () => {
      process.off('exit', removeAtExit);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeAtExit();
    },
  };
}
