/** Start-up work of the Node server: the database (lib/db/start.ts), then the mail worker and the retention job. */
export async function register(): Promise<void> {
  // Not in the Edge runtime, and not while `next build` prerenders pages in its workers.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { openDatabaseAtStart } = await import('./lib/db/start');
  await openDatabaseAtStart();
  const { startMailWorker } = await import('./lib/mail-worker');
  startMailWorker();
  const { startRetentionJob } = await import('./lib/retention');
  startRetentionJob();
}
