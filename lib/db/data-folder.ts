import 'server-only';
import path from 'node:path';

/** What DATA_DIR holds: the embedded database's folder and the lock of the process using it. */
export const databaseFolderIn = (dataDir: string): string => path.join(dataDir, 'pglite');
export const lockFileIn = (dataDir: string): string => path.join(dataDir, 'community.lock');
