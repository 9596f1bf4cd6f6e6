import 'server-only';
import type { StaffState } from '@/lib/db/queries/restore';
import { open } from 'node:fs/promises';
import { Client } from 'pg';
import {
  BackupRefused,
  backupName,
  verifyChecksum,
  writeBackupFile,
  type WrittenBackup,
} from './backup-file';
import { connection, finished, runPgTool } from './postgres-tools';

/**
 * With DATABASE_URL, a backup is `pg_dump -Fc` (PostgreSQL's compressed custom format) and a
 * restore is `pg_restore`, run by `npm run backup` and `npm run restore` from any machine that
 * reaches the database: the server processes take no part, so several instances change nothing.
 */
export async function backupPostgres({
  url,
  backupDir,
  reason,
}: {
  url: string;
  backupDir: string;
  reason?: string;
}): Promise<WrittenBackup> {
  const { dbname, env } = connection(url);
  const dump = await runPgTool('pg_dump', ['--format=custom', `--dbname=${dbname}`], env);
  dump.stdin.end();
  const done = finished(dump, 'pg_dump');
  // The output counts only if pg_dump ends well: checked before the file gets its final name.
  async function* output(): AsyncGenerator<Buffer> {
    yield* dump.stdout as AsyncIterable<Buffer>;
    await done;
  }
  try {
    return await writeBackupFile(backupDir, backupName('postgres', new Date(), reason), output());
  } finally {
    if (dump.exitCode === null) dump.kill();
    await done.catch(() => {});
  }
}

async function isCustomDump(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === 'PGDMP';
  } finally {
    await handle.close();
  }
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The team of the database in `url`, or null when it has none yet (an empty database). */
export async function staffOfDatabase(url: string): Promise<StaffState[] | null> {
  return withClient(url, async (client) => {
    const { rows } = await client
      .query<StaffState>(
        'select email, role, disabled_at is not null as disabled from public.staff',
      )
      .catch(() => ({ rows: null }));
    return rows;
  });
}

/** Tables outside PostgreSQL's own schemas: the site's, drizzle's migration record, any other. */
async function tableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  });
}

/**
 * Restores a pg_dump backup into the database at `url`. The checksum is checked first. A
 * database that holds tables is replaced only with `replace`, and then only after a backup of
 * it (`…-before-restore.pgdump` in `backupDir`); its schemas are emptied, then the dump is
 * restored in one transaction. Should that fail, the error names the copy taken before.
 */
export async function restorePostgres({
  file,
  url,
  replace,
  backupDir,
}: {
  file: string;
  url: string;
  replace: boolean;
  backupDir: string;
}): Promise<{ keptAside: string | null }> {
  await verifyChecksum(file);
  if (!(await isCustomDump(file)))
    throw new BackupRefused(
      `${file} is not a pg_dump backup (a backup of the embedded database is restored without DATABASE_URL).`,
    );
  let keptAside: string | null = null;
  if ((await tableCount(url)) > 0) {
    if (!replace)
      throw new BackupRefused(
        'The database in DATABASE_URL is not empty. Give --replace to restore in its place (it is backed up first), or restore into a new, empty database.',
      );
    keptAside = (await backupPostgres({ url, backupDir, reason: 'before-restore' })).file;
    await withClient(url, (client) =>
      client.query(
        'begin; drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public; commit;',
      ),
    );
  }
  const { dbname, env } = connection(url);
  const restore = await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  restore.stdin.end();
  try {
    await finished(restore, 'pg_restore');
  } catch (error) {
    if (!keptAside) throw error;
    throw new Error(
      `${(error as Error).message}\nThe database was emptied for the restore; what it held is in ${keptAside} (restore that file to put it back).`,
      { cause: error },
    );
  }
  return { keptAside };
}
