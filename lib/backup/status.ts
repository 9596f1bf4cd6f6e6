import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { lastBackup, type LastBackup } from './backup-list';

export type { LastBackup };

/**
 * "Last backup: when, how large, how old" for the back office: the newest complete backup in
 * BACKUP_DIR, or null when there is none. With DATABASE_URL the folder holds only what
 * `npm run backup` wrote on this machine; the database's own backups are not seen here.
 */
export function backupStatus(now = new Date()): Promise<LastBackup | null> {
  return lastBackup(path.resolve(env().BACKUP_DIR), now);
}
