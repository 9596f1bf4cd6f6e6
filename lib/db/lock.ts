import 'server-only';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the data folder; its message names the folder and the pid. */
export class DataFolderInUse extends Error {}

/**
 * PGlite has no server to arbitrate: two processes writing one folder corrupt it. The lock file
 * holds the owner's pid; a lock left by a process that died (kill -9) is taken over.
 * Answers the function that releases it.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      // Our own pid here is a lock left by an earlier life of this process id (containers
      // restart with the same pids): within one process the globalThis slot opens only once.
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderInUse(
          `The data folder ${path.dirname(lockPath)} is in use by process ${owner}. ` +
            'Only one server may open an embedded database; set DATABASE_URL to run several.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${path.dirname(lockPath)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
