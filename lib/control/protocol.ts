import 'server-only';
import path from 'node:path';

/**
 * The local command channel between operator scripts and the running server: a Unix domain
 * socket in DATA_DIR, one JSON request and one JSON answer per connection. The client writes
 * its request and ends its side; the server answers and closes.
 *
 * A new command: `registerCommand('name', handler)` (registry.ts) in the server process, e.g.
 * from the start-up in instrumentation.ts, and in the script
 * `askServer(controlSocketIn(DATA_DIR), 'name', args)` (client.ts), which throws
 * ControlUnavailable when no server listens, so the script can open the data folder itself.
 */
export const controlSocketIn = (dataDir: string): string => path.join(dataDir, 'control.sock');

/** Requests are a command name and a few arguments; anything larger is refused unread. */
export const MAX_REQUEST_BYTES = 64 * 1024;

export type ControlRequest = { command: string; args?: Record<string, unknown> };

export type ControlAnswer = { ok: true; result: unknown } | { ok: false; error: string };
