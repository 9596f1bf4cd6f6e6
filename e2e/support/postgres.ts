/**
 * A database of a test's own on the PostgreSQL server of DATABASE_URL (set by
 * scripts/with-postgres.sh), for the specs that need PostgreSQL itself.
 */
import { expect } from '@playwright/test';
import { Client } from 'pg';

/** One connection for `work`, closed after it. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database named after `prefix` and this process: its URL, and how to create and drop it. */
export function testDatabase(prefix: string) {
  const serverUrl = process.env.DATABASE_URL ?? '';
  expect(serverUrl, 'run under scripts/with-postgres.sh, which sets DATABASE_URL').not.toBe('');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    create: () => withClient(serverUrl, (client) => client.query(`create database ${name}`)),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}
