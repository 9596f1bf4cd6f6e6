// The production server (`npm start`'s command) started on a benchmark's data folder, and one
// `npm run backup` beside it: the figures a deployment sees for that much data (bench:backup).
import { join } from 'node:path';
import { measureBackup } from './memory-backup.mjs';
import { secondsUntilOk } from './memory.mjs';
import { freePorts } from './processes.mjs';
import { launchNext } from './servers.mjs';

export async function backupBesideServer({ cwd, workDir, dataDir }) {
  const [port] = await freePorts(1);
  const next = launchNext({ cwd, port, dataDir, logFile: join(workDir, 'server.log') });
  try {
    await secondsUntilOk(`${next.url}/api/health`, next);
    return await measureBackup({ cwd, url: next.url, pid: next.pid, dataDir });
  } finally {
    await next.stop();
  }
}
