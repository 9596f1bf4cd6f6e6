// A backup of the running server's embedded database for the memory benchmark, taken as an
// operator takes one (`npm run backup`, which asks the server over DATA_DIR/control.sock), with
// the server tree's RSS sampled and /api/health asked one request after another meanwhile.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sampleRss, sleep, treeRss } from './memory.mjs';

function runBackupScript({ cwd, dataDir }) {
  const child = spawn(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', 'scripts/backup.mts'],
    {
      cwd,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        BACKUP_DIR: `${dataDir}-backups`,
        DATABASE_URL: '',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run backup failed: ${output}`)),
    ),
  );
}

/**
 * Answers the backup's time as the server measured it, its size, the tree's RSS before and its
 * peak while the backup ran (samples only: the process's own high-water mark would be the
 * load's), and the longest /api/health answer meanwhile (ms).
 */
export async function measureBackup({ cwd, url, pid, dataDir }) {
  const socket = join(dataDir, 'control.sock');
  for (let waited = 0; !existsSync(socket) && waited < 30_000; waited += 100) await sleep(100);
  const before = treeRss(pid);
  const sampler = sampleRss(pid, 50);
  let done = false;
  let healthMaxMs = 0;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
      healthMaxMs = Math.max(healthMaxMs, performance.now() - started);
      await sleep(10);
    }
  })();
  try {
    const output = await runBackupScript({ cwd, dataDir });
    const seconds = Number(/ in ([\d.]+) s:/.exec(output)?.[1]);
    const file = /^\s+(\/\S+\.tar)\s/m.exec(output)?.[1];
    if (!file || !output.includes('written by the running server'))
      throw new Error(`unexpected output of npm run backup: ${output}`);
    sampler.stop();
    const peak = Math.max(...sampler.samples.map((sample) => sample.rss));
    return { seconds, bytes: statSync(file).size, before, peak, healthMaxMs };
  } finally {
    done = true;
    await polling;
    sampler.stop();
  }
}
