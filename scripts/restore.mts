// Restores a backup made by `npm run backup` (or the server's schedule):
//
//   npm run restore -- FILE [--data-dir DIR] [--replace]
//
// Embedded database (a .tar): into DIR (default DATA_DIR), which no server may be using. The
// checksum (FILE.sha256) is checked first; the backup is unpacked beside DIR, opened and migrated
// by the server's own code (lib/db), and only then renamed into place. A folder that already
// holds data is replaced only with --replace, and kept as DIR.before-restore-TIME.
// With DATABASE_URL (a .pgdump): pg_restore into that database, which must be empty; with
// --replace it is first backed up to BACKUP_DIR and emptied. Then the migrations run.
// Either way every session in the restored data ends, the restore is recorded in its audit log,
// and the operator is told which staff accounts it changed back (disabled, removed or given
// another role after the backup). Run by tsx with the react-server condition (see package.json).
import path from 'node:path';
import { commandLine } from './command-line.mts';

const usage = 'Usage: npm run restore -- FILE [--data-dir DIR] [--replace]';

const { values, positionals, fail } = commandLine('restore', usage, {
  'data-dir': { type: 'string' },
  replace: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h' },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) fail(`give one backup file\n${usage}`);
const file = path.resolve(positionals[0]!);

process.env.LOG_LEVEL = 'silent';
const { env } = await import('@/lib/env');
const { DATA_DIR, DATABASE_URL, BACKUP_DIR } = env();
const migrationsFolder = path.join(process.cwd(), 'drizzle');

async function restorePostgresAndMigrate(url: string) {
  const { restorePostgres, staffOfDatabase } = await import('@/lib/backup/postgres-backup');
  const staffBefore = await staffOfDatabase(url);
  const { keptAside } = await restorePostgres({
    file,
    url,
    replace: values.replace,
    backupDir: BACKUP_DIR,
  });
  const { database, closeDatabase } = await import('@/lib/db/client');
  const { countRows } = await import('@/lib/backup/row-counts');
  const { finishRestore } = await import('@/lib/db/queries/restore');
  const { operator } = await import('@/lib/operator');
  try {
    const db = await database();
    const finished = await finishRestore(db, operator(), {
      file: path.basename(file),
      staffBefore,
    });
    return {
      into: 'the database in DATABASE_URL',
      keptAside,
      counts: await countRows(db),
      ...finished,
    };
  } finally {
    await closeDatabase();
  }
}

async function run() {
  if (DATABASE_URL) {
    if (values['data-dir']) fail('--data-dir is for the embedded database; unset DATABASE_URL');
    return restorePostgresAndMigrate(DATABASE_URL);
  }
  const { restoreEmbedded } = await import('@/lib/backup/restore-embedded');
  const restored = await restoreEmbedded({
    file,
    dataDir: values['data-dir'] ?? DATA_DIR,
    replace: values.replace,
    migrationsFolder,
  });
  return { into: restored.dataDir, ...restored };
}

try {
  const { into, keptAside, counts, staffChanged, sessionsEnded } = await run();
  console.log(`Restored ${file} into ${into}; it opens and is migrated.`);
  console.log(
    `  ${counts.members} members, ${counts.enquiries} enquiries, ${counts.staff} staff accounts, ${counts.audit_log} audit log entries`,
  );
  console.log(`Every session has ended (${sessionsEnded}): members and staff sign in again.`);
  if (staffChanged.length > 0) {
    console.log('Staff accounts the restore changed back to how they were in the backup:');
    for (const line of staffChanged) console.log(`  ${line}`);
    console.log('Make each change again if it still holds, e.g. npm run staff -- disable EMAIL');
  }
  if (keptAside) console.log(`The previous data is kept at ${keptAside}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
