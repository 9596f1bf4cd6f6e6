import 'server-only';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** Made by `npm run build` (scripts/create-database.mjs): an empty, migrated database. */
const template = path.join(process.cwd(), '.next', 'pglite-template');
const createScript = path.join(process.cwd(), 'scripts', 'create-database.mjs');

/**
 * Makes sure `folder` holds a database. Creating one (initdb) takes far more memory than
 * running one, and a process keeps memory it once used: a server copies the build's template,
 * or without one creates the folder in a child process that ends. Jest suites create theirs in
 * their own short-lived process, which a child per suite would only make slower.
 */
export async function ensureDatabaseFolder(folder: string): Promise<'existing' | 'created'> {
  if (existsSync(path.join(folder, 'PG_VERSION'))) return 'existing';
  if (process.env.NODE_ENV === 'test') return 'created';
  if (existsSync(path.join(template, 'PG_VERSION'))) {
    const partial = `${folder}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(template, partial, { recursive: true });
    rmSync(folder, { recursive: true, force: true });
    renameSync(partial, folder);
  } else {
    await promisify(execFile)(process.execPath, [createScript, folder], { cwd: process.cwd() });
  }
  return 'created';
}
