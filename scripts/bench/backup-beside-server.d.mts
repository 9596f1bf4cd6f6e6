// Types for backup-beside-server.mjs, so scripts/bench-backup.mts can import it.
export function backupBesideServer(options: {
  cwd: string;
  workDir: string;
  dataDir: string;
}): Promise<{ seconds: number; bytes: number; before: number; peak: number; healthMaxMs: number }>;
