import 'server-only';
import { env } from '@/lib/env';
import { database } from './client';

/**
 * Security must not depend on the start command. Without server.mjs's edge (a plain
 * `next start`) the client address would be the client's to choose, form posts' origin and size
 * unchecked before Next reads them, and prerendered pages without their policy: in production
 * the server stops at once, saying how to start it.
 */
export function refuseStartWithoutEdge(): void {
  const edge = (globalThis as Record<symbol, unknown>)[Symbol.for('deltacrest.edge')];
  if (env().NODE_ENV !== 'production' || edge) return;
  console.error(
    '[start] Start this site with `npm start` (server.mjs), not `next start`: the edge in server.mjs decides client addresses and checks form posts before Next reads them.',
  );
  process.exit(1);
}

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
