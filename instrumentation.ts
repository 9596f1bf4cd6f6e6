/**
 * Start-up work of the Node server: the database (lib/db/start.ts), staff secrets stored before
 * they were sealed (lib/staff/seal-secrets.ts), then the mail worker, the retention job, the
 * alert sender, the suppliers' expiry job, the board's standings at closing, the backup job, the
 * operations monitor, and the operator scripts' command channel (lib/control/: backups and staff
 * changes while the site runs). Once the database is open, the proxy is told how to find an
 * opportunity's public summary (lib/missing-items.ts).
 */
export async function register(): Promise<void> {
  // Not in the Edge runtime, and not while `next build` prerenders pages in its workers.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { openDatabaseAtStart, refuseStartWithoutEdge } = await import('./lib/db/start');
  refuseStartWithoutEdge();
  // An existing embedded database is backed up before migrations it has not had.
  const { setMigrationHooks } = await import('./lib/db/client');
  const { preMigrationBackup } = await import('./lib/backup/pre-migration');
  setMigrationHooks(preMigrationBackup);
  // Not awaited: Next holds every request until register() returns, and the code the first
  // requests need can load while the database opens. Each query waits for the open database;
  // a database that cannot open still ends the process with the reason.
  void openDatabaseAtStart().then(async () => {
    const { registerOpportunityCheck } = await import('./lib/missing-items');
    const { publicOpportunity } = await import('./lib/board/public');
    registerOpportunityCheck(async (id) => Boolean(await publicOpportunity(id)));
    const { sealStaffSecretsAtStart } = await import('./lib/staff/seal-secrets');
    await sealStaffSecretsAtStart();
    const { startMailWorker } = await import('./lib/mail-worker');
    startMailWorker();
    const { startRetentionJob } = await import('./lib/retention');
    startRetentionJob();
    const { startAlertSender } = await import('./lib/alerts/digest');
    startAlertSender();
    const { startExpiryJob } = await import('./lib/suppliers/expiry');
    startExpiryJob();
    const { startBoardJob } = await import('./lib/board/job');
    startBoardJob();
    const { startBackupJob } = await import('./lib/backup/schedule');
    startBackupJob();
    const { startOperationsMonitor } = await import('./lib/operations/monitor');
    startOperationsMonitor();
    const { registerStaffCommand } = await import('./lib/staff/command');
    registerStaffCommand();
    const { openControlChannel } = await import('./lib/control/start');
    await openControlChannel();
  });
}
