import 'server-only';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '@/lib/log';

/**
 * The embedded database's folder is its owner's alone: folders 0700, files 0600, as PostgreSQL
 * keeps its own. PGlite's first set-up writes its files world-writable (0666) and a copy of the
 * build's template keeps those modes, so every folder it makes is made private here, and every
 * file the process creates after is private by its umask.
 *
 * A folder made by this version carries `MARKER`; if it is opened to others after that, the
 * server refuses to start and names it, as PostgreSQL does. A folder without the marker (made by
 * an earlier version, or by an operator's mkdir) is made private once, and marked.
 */
export const MARKER = 'owner-only';

export class DataFolderOpen extends Error {}

const OPEN_TO_OTHERS = 0o077;

/** Files created from now on by this process are its owner's only. */
export function createPrivately(): void {
  try {
    process.umask(0o077);
  } catch {
    // A worker thread may not change the process's umask; its folders are still made private.
  }
}

/** chmod -R go-rwx, without following links. */
export function makePrivate(target: string): void {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(target, 0o700);
    for (const name of readdirSync(target)) makePrivate(path.join(target, name));
  } else if ((stat.mode & OPEN_TO_OTHERS) !== 0) {
    chmodSync(target, stat.mode & 0o700);
  }
}

const modeOf = (target: string) => (lstatSync(target).mode & 0o777).toString(8).padStart(4, '0');

/**
 * Makes sure `dataDir` exists and is private before the database in it is opened: new, it is
 * made so; unmarked, it is made so and marked; marked and opened to others, this throws.
 */
export function privateDataFolder(dataDir: string): void {
  createPrivately();
  const marker = path.join(dataDir, MARKER);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  else if (existsSync(marker)) {
    for (const folder of [dataDir, path.join(dataDir, 'pglite')]) {
      if (existsSync(folder) && (lstatSync(folder).mode & OPEN_TO_OTHERS) !== 0) {
        throw new DataFolderOpen(
          `The data folder ${folder} can be opened by other users of this machine (mode ${modeOf(folder)}); ` +
            `it holds personal data. Make it private again with: chmod -R go-rwx ${dataDir}`,
        );
      }
    }
    return;
  } else {
    makePrivate(dataDir);
    log.info({ dataDir }, 'data folder made readable by its owner only');
  }
  writeFileSync(
    marker,
    'This folder holds the embedded database: its owner alone may open it (folders 0700, files 0600).\n' +
      'The server refuses to start if it is opened to other users.\n',
    { mode: 0o600 },
  );
}
