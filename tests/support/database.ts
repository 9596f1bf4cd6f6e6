import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeDatabase, database } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { stopMailWorker } from '@/lib/mail-worker';

/**
 * A database of the suite's own: a fresh PGlite folder, or, when the run has DATABASE_URL (see
 * scripts/with-postgres.sh), a fresh database on that PostgreSQL server. Call in beforeAll;
 * the returned function removes it.
 */
export async function useTestDatabase(
  extraEnv: Record<string, string> = {},
): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
  // Never the checkout's ./backups, which a developer's own server may have filled.
  process.env.BACKUP_DIR = path.join(
    tmpdir(),
    `community-test-backups-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
  );
  Object.assign(process.env, extraEnv);
  if (serverUrl) {
    process.env.TEST_POSTGRES_URL = serverUrl;
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    resetEnvForTests();
    await database();
    return async () => {
      await stopMailWorker();
      await closeDatabase();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-test-'));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  // Opened (created and migrated) here, so the first test does not pay for it.
  await database();
  return async () => {
    await stopMailWorker();
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
