import 'server-only';
import { env } from '@/lib/env';
import { database } from './client';

/**
 * Opens the database before the server answers anything: the data folder's lock is taken and
 * the migrations are applied at start, so a server that cannot have its database (another
 * process holds the folder, PostgreSQL refuses) exits with the reason instead of answering 500.
 */
export async function openDatabaseAtStart(): Promise<void> {
  try {
    await database();
  } catch (error) {
    const { DATABASE_URL, DATA_DIR } = env();
    const where = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the data folder ${DATA_DIR}`;
    console.error(
      `[db] cannot start: ${error instanceof Error ? error.message : String(error)} (${where})`,
    );
    process.exit(1);
  }
}
