// Takes a backup now, with the site running or not:
//
//   npm run backup
//
// Embedded database: when a server runs on DATA_DIR, it is asked over its control socket
// (DATA_DIR/control.sock) and writes the backup itself, since only the process that holds the
// folder may open it; otherwise the folder is opened here. With DATABASE_URL: pg_dump -Fc.
// The backup goes to BACKUP_DIR with its checksum; older ones are pruned as the server does
// (BACKUP_KEEP, ENQUIRY_RETENTION_DAYS). Each backup is recorded in the audit log as made at the
// command line by this system user. Run by tsx with the react-server condition.
import path from 'node:path';

process.env.LOG_LEVEL = 'silent';
const { env } = await import('@/lib/env');
const { BackupRefused } = await import('@/lib/backup/backup-file');
const { withRetention } = await import('@/lib/backup/take-backup');
const { askServer, ControlUnavailable } = await import('@/lib/control/client');
const { controlSocketIn } = await import('@/lib/control/protocol');

type Summary = Awaited<ReturnType<typeof withRetention>>;

const { DATA_DIR, DATABASE_URL, BACKUP_DIR } = env();

async function run(): Promise<[Summary, string]> {
  if (DATABASE_URL) {
    const { backupPostgres } = await import('@/lib/backup/postgres-backup');
    const summary = await withRetention(() =>
      backupPostgres({ url: DATABASE_URL, backupDir: BACKUP_DIR }),
    );
    const { closeDatabase } = await import('@/lib/db/client');
    const { recordBackup } = await import('@/lib/db/queries/restore');
    const { operator } = await import('@/lib/operator');
    try {
      await recordBackup(operator(), summary, 'command');
    } finally {
      await closeDatabase();
    }
    return [summary, 'pg_dump of DATABASE_URL'];
  }
  try {
    const summary = await askServer(controlSocketIn(path.resolve(DATA_DIR)), 'backup');
    return [summary as Summary, 'written by the running server'];
  } catch (error) {
    if (!(error instanceof ControlUnavailable)) throw error;
  }
  const { backupStoppedFolder } = await import('@/lib/backup/stopped-folder');
  return [
    await withRetention(() => backupStoppedFolder({ dataDir: DATA_DIR, backupDir: BACKUP_DIR })),
    'no server running: the data folder was opened here',
  ];
}

try {
  const [summary, how] = await run();
  const size =
    summary.bytes < 1024 * 1024
      ? `${Math.ceil(summary.bytes / 1024)} KB`
      : `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backup written (${how}) in ${summary.seconds.toFixed(1)} s:`);
  console.log(`  ${summary.file}  ${size}`);
  console.log(`  SHA-256 ${summary.sha256} (in ${path.basename(summary.file)}.sha256)`);
  if (summary.removed.length > 0) console.log(`Removed: ${summary.removed.join(', ')}`);
  if (summary.pruneError) console.error(`backup: older backups not pruned: ${summary.pruneError}`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`backup: ${error instanceof BackupRefused ? '' : 'failed: '}${message}`);
  process.exit(1);
}
