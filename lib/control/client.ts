import 'server-only';
import { connect } from 'node:net';
import type { ControlAnswer, ControlRequest } from './protocol';

/** No server is listening on the socket (none is running, or one was killed). */
export class ControlUnavailable extends Error {}

/** The server answered, refusing the command or reporting its failure. */
export class ControlRefused extends Error {}

/**
 * Sends one command to the server listening on `socketPath` and resolves with its result.
 * Waits as long as the command runs (a backup can take minutes).
 */
export function askServer(
  socketPath: string,
  command: string,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.end(JSON.stringify({ command, args } satisfies ControlRequest));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? ''))
        reject(new ControlUnavailable(`No server is listening on ${socketPath}.`));
      else reject(error);
    });
    socket.once('close', () => {
      if (!connected) return;
      const text = Buffer.concat(chunks).toString('utf8');
      let reply: ControlAnswer;
      try {
        reply = JSON.parse(text) as ControlAnswer;
      } catch {
        reject(
          new ControlRefused('The server closed the connection without an answer (did it stop?).'),
        );
        return;
      }
      if (reply.ok) resolve(reply.result);
      else reject(new ControlRefused(reply.error));
    });
  });
}
