import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { controlSocketIn } from './protocol';
import { startControlChannel } from './server';

/**
 * On the embedded database, opens the server's command channel in DATA_DIR (`control.sock`) for
 * the operator scripts. The site runs without it: a failure is logged, and the scripts then say no server answers.
 */
export async function openControlChannel(): Promise<void> {
  // With DATABASE_URL the scripts reach the database themselves, and several instances may share
  // one working folder: a socket there would be one instance's, taken from the others.
  if (env().DATABASE_URL) return;
  const dataDir = path.resolve(env().DATA_DIR);
  try {
    await mkdir(dataDir, { recursive: true });
    const channel = await startControlChannel(controlSocketIn(dataDir));
    log.info({ socket: channel.path }, 'control channel listening');
  } catch (error) {
    log.error(
      { err: error },
      'control channel not started: operator commands cannot reach this server',
    );
  }
}
