// The memory benchmark of one database mode: first start on a new database, restart on the
// existing one, then the mixed load, with the server tree's RSS sampled throughout.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { measureBackup } from './memory-backup.mjs';
import { launchNext } from './servers.mjs';
import { secondsUntilOk, sampleRss, sleep, treeRss } from './memory.mjs';
import { runMixedLoad } from './mixed-load.mjs';

/** How long a started server is left alone before its idle RSS is read. */
const SETTLE_MS = 5000;

async function startMeasured(options) {
  const next = launchNext(options);
  const sampler = sampleRss(next.pid);
  const readySeconds = await secondsUntilOk(`${next.url}/api/health`, next);
  await sleep(SETTLE_MS);
  const { peak } = sampler.stop();
  return { next, readySeconds, peak, idle: treeRss(next.pid) };
}

/**
 * Measures one mode: PGlite in a new folder under `workDir`, or PostgreSQL at `databaseUrl`
 * (a new, empty database). Answers the figures in MB and seconds.
 */
export async function measureMode({ cwd, workDir, port, databaseUrl = '', loadSeconds, say }) {
  const mode = databaseUrl ? 'postgres' : 'pglite';
  const options = {
    cwd,
    port,
    databaseUrl,
    dataDir: join(workDir, `${mode}-data`),
    logFile: join(workDir, `${mode}.log`),
  };
  say(`${mode}: first start on a new database`);
  const first = await startMeasured(options);
  await first.next.stop();
  say(`${mode}: restart on the existing database`);
  const restart = await startMeasured(options);
  try {
    say(`${mode}: mixed load for ${loadSeconds} s`);
    const sampler = sampleRss(restart.next.pid, 1000);
    // The embedded database is backed up by the server itself: once halfway through the load,
    // where its memory adds to the load's, and once when idle, where the health check's waits
    // are the backup's alone. On PostgreSQL pg_dump runs outside the server.
    const backupTarget = {
      cwd,
      url: restart.next.url,
      pid: restart.next.pid,
      dataDir: options.dataDir,
    };
    const backupUnderLoad = databaseUrl
      ? null
      : sleep((loadSeconds * 1000) / 2).then(() => measureBackup(backupTarget));
    const load = await runMixedLoad({
      baseUrl: restart.next.url,
      serverLog: options.logFile,
      seconds: loadSeconds,
      runId: `${mode}${Date.now().toString(36)}`,
    });
    const { peak, last } = sampler.stop();
    const afterFirstMinute = sampler.at(Math.min(60, loadSeconds));
    await sleep(SETTLE_MS);
    const backup = databaseUrl
      ? null
      : { underLoad: await backupUnderLoad, idle: await measureBackup(backupTarget) };
    return {
      backup,
      mode,
      firstStart: { peak: first.peak, readySeconds: first.readySeconds, idle: first.idle },
      restart: { readySeconds: restart.readySeconds, idle: restart.idle },
      load: {
        seconds: loadSeconds,
        ...load,
        peak,
        afterFirstMinute,
        atEnd: last,
        drift: (last - afterFirstMinute) / afterFirstMinute,
        idleAfter: treeRss(restart.next.pid),
      },
    };
  } finally {
    await restart.next.stop();
  }
}

/**
 * Peak RSS of scripts/create-database.mjs run alone: what a first start adds to the server
 * when the build has no template.
 */
export async function measureCreationChild({ cwd, workDir }) {
  const child = spawn(process.execPath, ['scripts/create-database.mjs', join(workDir, 'child')], {
    cwd,
    stdio: 'inherit',
  });
  const sampler = sampleRss(child.pid);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const { peak } = sampler.stop();
  if (code !== 0) throw new Error(`create-database.mjs exited with ${code}`);
  return peak;
}
