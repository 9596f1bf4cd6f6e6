/**
 * What the operator sees (the admins' operations page and the log): the outbox's waiting and
 * failing mail with its last error, the database's and the CVs' size, the disk, the warnings;
 * and `npm run staff` served by the running server over the control channel, audited as a
 * command. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { askServer, ControlRefused } from '@/lib/control/client';
import { startControlChannel, type ControlChannel } from '@/lib/control/server';
import { database } from '@/lib/db/client';
import { insertEnquiry } from '@/lib/db/queries/enquiries';
import { insertMail, markMailFailed } from '@/lib/db/queries/outbox';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import { auditLog, enquiries, outbox } from '@/lib/db/schema';
import { reportOperations, type MonitorMemory } from '@/lib/operations/monitor';
import { operationsStatus, operationsWarnings } from '@/lib/operations/status';
import { registerStaffCommand } from '@/lib/staff/command';
import { useTestDatabase } from '../support/database';

const HOUR = 60 * 60 * 1000;

let cleanup: () => Promise<void>;
let socketDir: string;
let channel: ControlChannel;
beforeAll(async () => {
  cleanup = await useTestDatabase();
  socketDir = mkdtempSync(path.join(tmpdir(), 'operations-'));
  registerStaffCommand();
  channel = await startControlChannel(path.join(socketDir, 'control.sock'));
});
afterAll(async () => {
  await channel.close();
  rmSync(socketDir, { recursive: true, force: true });
  await cleanup();
});

async function failingMail(queuedAgoMs: number, error: string) {
  await insertMail([{ to: 'nobody@example.com', subject: 'Test', text: 'Body' }]);
  const db = await database();
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  await db
    .update(outbox)
    .set({ createdAt: new Date(Date.now() - queuedAgoMs), attempts: 3 })
    .where(eq(outbox.id, row!.id));
  await markMailFailed(row!.id, error, new Date(Date.now() + 10 * 60 * 1000));
  return row!.id;
}

test('a fresh site needs nothing: no mail waiting, sizes counted, the disk read', async () => {
  const status = await operationsStatus(new Date(), 60_000);
  expect(status.mail).toMatchObject({
    pending: 0,
    failed: 0,
    held: 0,
    troubles: [],
    failingSince: null,
  });
  expect(status.storage.databaseBytes).toBeGreaterThan(0);
  expect(status.storage.diskFreeBytes).toBeGreaterThan(0);
  expect(status.warnings.filter((w) => !w.startsWith('The disk'))).toEqual([]);
});

test('stored CVs are counted in bytes', async () => {
  const before = (await operationsStatus()).storage.attachmentsBytes;
  const db = await database();
  await db.insert(enquiries).values({
    type: 'job-application',
    payload: { label: 'size' },
    attachment: randomBytes(100_000),
    attachmentName: 'cv.pdf',
  });
  expect((await operationsStatus()).storage.attachmentsBytes - before).toBe(100_000);
});

test('mail held with a suspected spam is counted apart from what waits to be sent', async () => {
  await insertEnquiry({
    type: 'contact',
    payload: { name: 'Bot', email: 'bot@example.com', message: 'x' },
    spamReason: 'The hidden trap field was filled in',
    mails: ({ id }) => [{ to: 'bot@example.com', subject: 'Ack', text: 'x', enquiryId: id }],
  });
  expect((await operationsStatus()).mail).toMatchObject({ pending: 0, held: 1 });
  await (await database()).delete(outbox);
});

test('mail failing for an hour is a warning, without the error (it may quote an address); half an hour is not yet', async () => {
  await failingMail(30 * 60 * 1000, 'connect ECONNREFUSED 127.0.0.1:2525');
  let status = await operationsStatus();
  expect(status.mail.pending).toBe(1);
  expect(status.mail.troubles[0]).toMatchObject({
    status: 'pending',
    attempts: 3,
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  });
  expect(status.warnings.some((w) => w.startsWith('Mail'))).toBe(false);

  await failingMail(2 * HOUR + 60_000, 'Greeting never received');
  status = await operationsStatus();
  expect(status.mail.pending).toBe(2);
  const warning = status.warnings.find((w) => w.startsWith('Mail'));
  expect(warning).toMatch(/^Mail has been failing for 2 h; the operations page shows the errors/);
  expect(warning).not.toContain('Greeting never received');
  await (await database()).delete(outbox);
});

test('a backup older than two intervals, or none long after the start, is a warning', async () => {
  const base = await operationsStatus();
  const status = { ...base, backup: { last: null, automatic: true, intervalHours: 24 } };
  const aged = (ageMs: number) => ({
    ...status,
    backup: {
      ...status.backup,
      last: { name: 'b', file: '/b', takenAt: new Date(), bytes: 1, ageMs },
    },
  });
  const backupWarnings = (warnings: string[]) => warnings.filter((w) => /backup/i.test(w));
  expect(backupWarnings(operationsWarnings(aged(47 * HOUR), HOUR))).toEqual([]);
  expect(backupWarnings(operationsWarnings(aged(49 * HOUR), HOUR))).toEqual([
    'The last backup is 49 h old; one is due every 24 h.',
  ]);
  expect(backupWarnings(operationsWarnings(status, 47 * HOUR))).toEqual([]);
  expect(backupWarnings(operationsWarnings(status, 49 * HOUR))).toEqual([
    'No backup has been written in the 49 h since the server started.',
  ]);
  // With PostgreSQL the database server's backups apply: no warning about this server's.
  const external = { ...status, backup: { ...status.backup, automatic: false } };
  expect(backupWarnings(operationsWarnings(external, 49 * HOUR))).toEqual([]);
});

test('the log has a line when the status changes and a warning at most hourly while it holds', async () => {
  const memory: MonitorMemory = {};
  const base = await operationsStatus();
  const at = (ms: number, warnings: string[] = []) => ({
    ...base,
    checkedAt: new Date(base.checkedAt.getTime() + ms),
    warnings,
  });
  expect(reportOperations(at(0), memory)).toEqual({ changed: true, warned: false });
  expect(reportOperations(at(5 * 60_000), memory)).toEqual({ changed: false, warned: false });
  const trouble = ['Mail has been failing for 1 h.'];
  expect(reportOperations(at(10 * 60_000, trouble), memory)).toEqual({
    changed: true,
    warned: true,
  });
  expect(reportOperations(at(15 * 60_000, trouble), memory)).toEqual({
    changed: false,
    warned: false,
  });
  expect(reportOperations(at(71 * 60_000, trouble), memory)).toEqual({
    changed: false,
    warned: true,
  });
  expect(reportOperations(at(75 * 60_000), memory)).toEqual({ changed: true, warned: false });
});

test('npm run staff is served by the running server over its socket, audited as the command of the server’s own user', async () => {
  const socket = channel.path;
  // Only the server's own user can open the socket: what a client says of itself is not taken.
  const added = await askServer(socket, 'staff', {
    command: 'add',
    email: 'hired.live@deltacrest.example',
    name: 'Hal Hire',
    role: 'staff',
    osUser: 'somebody-else',
  });
  expect(String(added)).toMatch(
    /^Set-up link for hired\.live@deltacrest\.example .*\/staff\/setup\?token=/s,
  );
  const member = await findStaffByEmail('hired.live@deltacrest.example');
  expect(member).toMatchObject({ name: 'Hal Hire', role: 'staff' });
  const listed = await askServer(socket, 'staff', { command: 'list' });
  expect(String(listed)).toContain('hired.live@deltacrest.example\tHal Hire\tstaff\tnot set up');
  await askServer(socket, 'staff', { command: 'disable', email: 'hired.live@deltacrest.example' });
  const rows = await (
    await database()
  )
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, member!.id));
  expect(
    rows.map((row) => [row.action, row.actor, (row.detail as { osUser?: string }).osUser]),
  ).toEqual(
    expect.arrayContaining([
      ['staff-add', 'command', userInfo().username],
      ['staff-disable', 'command', userInfo().username],
    ]),
  );
  await expect(askServer(socket, 'staff', { command: 'promote', email: 'x@y.z' })).rejects.toThrow(
    ControlRefused,
  );
  // Checked as the team page checks it: an address without "@", a name with a line break.
  await expect(
    askServer(socket, 'staff', { command: 'add', email: 'no-at-sign', name: 'N', role: 'staff' }),
  ).rejects.toThrow(/valid e-mail address/);
  await expect(
    askServer(socket, 'staff', {
      command: 'add',
      email: 'two.lines@deltacrest.example',
      name: 'Two\nLines',
      role: 'staff',
    }),
  ).rejects.toThrow(ControlRefused);
  expect(await findStaffByEmail('no-at-sign')).toBeUndefined();
});
