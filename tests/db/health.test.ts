/**
 * /api/health tells a load balancer whether the database answers now, not only whether it once
 * opened: 200 while it does, 503 with a JSON message when it is closed or cannot be reached.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { GET } from '@/app/api/health/route';
import { closeDatabase, database } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import { useTestDatabase } from '../support/database';

const ctx = { params: Promise.resolve({}) };
const health = () => GET(new Request('http://127.0.0.1/api/health'), ctx);
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase();
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await cleanup();
});

test('answers 200 while the database answers', async () => {
  const response = await health();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});

test('answers 503 with a message when the open database stops answering', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // The driver underneath: PGlite's client, or node-postgres' pool on a PostgreSQL run.
  const { $client: client } = (await database()) as unknown as {
    $client: { close?: () => Promise<void>; end?: () => Promise<void> };
  };
  await (client.close ?? client.end)?.call(client);
  try {
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/database/i) });
  } finally {
    // Forget the closed handle; the driver refuses to be closed twice.
    await closeDatabase().catch(() => {});
  }
});

test('answers 503 with a message when the database cannot be reached', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
  resetEnvForTests();
  try {
    const response = await health();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/database/i) });
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    resetEnvForTests();
  }
});
