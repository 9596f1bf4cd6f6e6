/**
 * The local command channel (lib/control): a socket only its owner can use, one JSON request and
 * one answer per connection, clear refusals, and a socket left by a killed server replaced.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { askServer, ControlRefused, ControlUnavailable } from '@/lib/control/client';
import { MAX_REQUEST_BYTES } from '@/lib/control/protocol';
import { registerCommand } from '@/lib/control/registry';
import { startControlChannel, type ControlChannel } from '@/lib/control/server';

let dir: string;
let socketPath: string;
let channel: ControlChannel;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'control-test-'));
  socketPath = path.join(dir, 'control.sock');
  registerCommand('echo', (args) => ({ echoed: args }));
  registerCommand('explode', () => {
    throw new Error('it went wrong');
  });
  registerCommand('slow', () => new Promise((resolve) => setTimeout(() => resolve('done'), 200)));
  channel = await startControlChannel(socketPath);
});

afterAll(async () => {
  await channel.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes and answers the server's raw reply. */
function raw(payload: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath, () => socket.end(payload));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

test('the socket is a socket only its owner may use (mode 0600)', () => {
  const stats = lstatSync(socketPath);
  expect(stats.isSocket()).toBe(true);
  expect(stats.mode & 0o777).toBe(0o600);
});

test('a registered command gets its arguments and its result comes back', async () => {
  await expect(askServer(socketPath, 'echo', { name: 'x', count: 2 })).resolves.toEqual({
    echoed: { name: 'x', count: 2 },
  });
  await expect(askServer(socketPath, 'slow')).resolves.toBe('done');
});

test('an unknown command is refused, naming the ones there are', async () => {
  const refusal = askServer(socketPath, 'drop-everything');
  await expect(refusal).rejects.toBeInstanceOf(ControlRefused);
  await expect(refusal).rejects.toThrow(/Unknown command "drop-everything" \(known: .*echo/);
});

test('a failing command answers its error', async () => {
  await expect(askServer(socketPath, 'explode')).rejects.toThrow('it went wrong');
});

test('an oversized, malformed or nameless request is refused with a clear error', async () => {
  const huge = JSON.stringify({ command: 'echo', args: { pad: 'x'.repeat(MAX_REQUEST_BYTES) } });
  expect(JSON.parse(await raw(huge))).toEqual({
    ok: false,
    error: `The request is larger than ${MAX_REQUEST_BYTES} bytes.`,
  });
  expect(JSON.parse(await raw('{not json'))).toEqual({
    ok: false,
    error: 'The request is not JSON.',
  });
  expect(JSON.parse(await raw('{"args":{}}'))).toEqual({
    ok: false,
    error: 'The request names no command.',
  });
  expect(JSON.parse(await raw('{"command":"echo","args":[1]}'))).toEqual({
    ok: false,
    error: 'The arguments must be an object.',
  });
});

test('with no server listening the client says so', async () => {
  await expect(askServer(path.join(dir, 'nobody.sock'), 'echo')).rejects.toBeInstanceOf(
    ControlUnavailable,
  );
});

/** A process that listens on `file` and stays until killed. */
async function listenerProcess(file: string) {
  const child = spawn(process.execPath, [
    '-e',
    "require('net').createServer().listen(process.argv[1], () => console.log('up'))",
    file,
  ]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

test('a socket left by a killed server is replaced; a live one is not taken over', async () => {
  const stale = path.join(dir, 'stale.sock');
  const killed = await listenerProcess(stale);
  killed.kill('SIGKILL');
  await new Promise((resolve) => killed.once('exit', resolve));
  expect(existsSync(stale)).toBe(true);
  const second = await startControlChannel(stale);
  await expect(askServer(stale, 'echo', {})).resolves.toEqual({ echoed: {} });
  await second.close();
  expect(existsSync(stale)).toBe(false);

  const busy = path.join(dir, 'busy.sock');
  const alive = await listenerProcess(busy);
  try {
    await expect(startControlChannel(busy)).rejects.toThrow(/Another process is listening/);
  } finally {
    alive.kill('SIGKILL');
  }
});
