import 'server-only';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupRefused } from './backup-file';

/**
 * PostgreSQL's own client tools, pg_dump and pg_restore. Debian keeps one set per major version
 * under /usr/lib/postgresql/N/bin; the newest is taken first (it reads older servers), then PATH.
 */
export type PgTool = 'pg_dump' | 'pg_restore';

async function executable(file: string): Promise<boolean> {
  return access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

export async function findPgTool(tool: PgTool): Promise<string> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const debian = versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin', tool));
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, tool));
  for (const candidate of [...debian, ...onPath]) if (await executable(candidate)) return candidate;
  throw new BackupRefused(
    `${tool} was not found. Install PostgreSQL's client tools (pg_dump and pg_restore; Debian or Ubuntu: apt-get install postgresql-client) and run again.`,
  );
}

/**
 * DATABASE_URL as a tool's arguments: the URL without its password (which `ps` would show) and
 * the password in PGPASSWORD.
 */
export function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

export async function runPgTool(
  tool: PgTool,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ChildProcessWithoutNullStreams> {
  return spawn(await findPgTool(tool), args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Resolves when the tool ends well; rejects with what it wrote to stderr otherwise. */
export function finished(child: ChildProcessWithoutNullStreams, tool: PgTool): Promise<void> {
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk}`.slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}
