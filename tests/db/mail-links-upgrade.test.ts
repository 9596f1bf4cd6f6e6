/**
 * An upgrade from a version that queued links with their tokens: a waiting reset mail keeps its
 * link's row and loses the token (the old token, which older backups hold, stops working); a
 * waiting token link whose row is gone is given up. The migration is plain SQL, the same on
 * PostgreSQL; it runs here on PGlite folders of the test's own.
 */
import { afterAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashToken } from '@/lib/auth/tokens';
import { openPglite } from '@/lib/db/pglite';

const work = mkdtempSync(path.join(tmpdir(), 'mail-links-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
/** The PGlite client under Drizzle, its `query` bound to it. */
function queryOf(db: unknown): Query {
  const client = (db as { $client: { query: Query } }).$client;
  return (text, params) => client.query(text, params);
}

/** The committed migrations up to, not including, the one that moved tokens out of the outbox. */
function migrationsBefore(tag: string): string {
  const folder = path.join(work, 'drizzle-before');
  cpSync(path.join(process.cwd(), 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

test('waiting mail written with a token loses it at the upgrade, and the old token dies', async () => {
  const dataDir = path.join(work, 'data');
  const old = await openPglite(dataDir, migrationsBefore('0008_single_use_links'));
  const query = queryOf(old.db);
  const token = 'a'.repeat(43);
  const link = `https://www.deltacrest.example/community-reset-password?token=${token}`;
  const [member] = (
    await query(
      `insert into members (first_name, last_name, username, email, gender, country_code, country_name, password_hash)
       values ('Ada', 'Okafor', 'ada', 'ada@example.com', 'female', 'NG', 'Nigeria', 'x') returning id`,
    )
  ).rows;
  await query(
    `insert into password_reset_tokens (token_hash, member_id, expires_at) values ($1, $2, now() + interval '1 hour')`,
    [hashToken(token), member!.id],
  );
  await query(
    `insert into outbox ("to", subject, body, link) values ('ada@example.com', 'Reset', $1, $2),
       ('gone@example.com', 'Confirm', $3, $4)`,
    [
      `Choose a new password here: ${link}`,
      link,
      'Open https://www.deltacrest.example/community-confirm?token=bbbb',
      'https://www.deltacrest.example/community-confirm?token=bbbb',
    ],
  );
  await old.close();

  const upgraded = await openPglite(dataDir, path.join(process.cwd(), 'drizzle'));
  const after = queryOf(upgraded.db);
  const rows = (await after(`select * from outbox order by "to"`)).rows;
  expect(rows[0]).toMatchObject({
    to: 'ada@example.com',
    status: 'pending',
    link: 'https://www.deltacrest.example/community-reset-password',
    link_kind: 'password-reset',
    body: 'Choose a new password here: {link}',
  });
  expect(rows[1]).toMatchObject({ to: 'gone@example.com', status: 'failed', link: null });
  expect(JSON.stringify(rows)).not.toMatch(/token=/);
  const live = await after(`select id from password_reset_tokens where token_hash = $1`, [
    hashToken(token),
  ]);
  expect(live.rows).toEqual([]);
  await upgraded.close();
}, 60_000);
