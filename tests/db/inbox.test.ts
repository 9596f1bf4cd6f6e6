/**
 * The inbox's queries on a real database: filters, pagination, changes with their audit entries,
 * the streamed export and erasure on request.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { alerts, auditLog, enquiries, enquiryNotes, members, outbox } from '@/lib/db/schema';
import { listAudit, recordAudit } from '@/lib/db/queries/audit';
import { countNew, exportBatches, listInbox, listNotes } from '@/lib/db/queries/inbox';
import { addNote, assign, changeStatus } from '@/lib/db/queries/inbox-changes';
import { heldAbout } from '@/lib/db/queries/access';
import { eraseEmail, erasureSummary } from '@/lib/db/queries/erasure';
import { parseInboxQuery, statusChange } from '@/lib/validation/staff-inbox';
import { useTestDatabase } from '../support/database';
import { signedInStaff, type TestStaff } from '../support/staff';

let cleanup: () => Promise<void>;
let actor: TestStaff;

async function enquiry(
  values: Partial<typeof enquiries.$inferInsert> & {
    name?: string;
    email?: string;
    message?: string;
  },
) {
  const { name = 'Ada', email = 'ada@example.com', message = 'Hello', ...rest } = values;
  const db = await database();
  const [row] = await db
    .insert(enquiries)
    .values({
      type: 'contact',
      payload: { type: rest.type ?? 'contact', name, email, message },
      ...rest,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  cleanup = await useTestDatabase();
  actor = await signedInStaff();
  const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
  await enquiry({ createdAt: day(1), name: 'Chinedu Okafor', email: 'chinedu@example.com' });
  await enquiry({ createdAt: day(2), type: 'study', message: 'Petroleum 100% engineering' });
  await enquiry({
    createdAt: day(3),
    type: 'job-application',
    status: 'in-review',
    attachmentName: 'cv.pdf',
    attachmentType: 'application/pdf',
    attachment: Buffer.from('%PDF'),
  });
  for (let d = 10; d < 40; d += 1)
    await enquiry({ createdAt: day(d), name: `Bulk ${d}`, email: `bulk${d}@example.com` });
});

afterAll(() => cleanup());

test('filters by type, status, date range and free text over name, e-mail and message', async () => {
  expect((await listInbox({ type: 'study' })).rows.map((r) => r.type)).toEqual(['study']);
  expect((await listInbox({ status: 'in-review' })).rows.map((r) => r.hasCv)).toEqual([true]);
  expect((await listInbox({ from: '2026-01-02', to: '2026-01-03' })).total).toBe(2);
  expect((await listInbox({ q: 'okafor' })).rows.map((r) => r.email)).toEqual([
    'chinedu@example.com',
  ]);
  expect((await listInbox({ q: 'CHINEDU@example' })).total).toBe(1);
  expect((await listInbox({ q: '100%' })).total).toBe(1);
  // A wildcard typed as text matches itself, not everything.
  expect((await listInbox({ q: '%' })).total).toBe(1);
  expect((await listInbox({ q: '_' })).total).toBe(0);
});

test('pages newest first without gaps or repeats, and counts the new ones', async () => {
  const first = await listInbox({}, 1, 10);
  const rest = [
    ...(await listInbox({}, 2, 10)).rows,
    ...(await listInbox({}, 3, 10)).rows,
    ...(await listInbox({}, 4, 10)).rows,
  ];
  const all = [...first.rows, ...rest];
  expect(first.total).toBe(33);
  expect(new Set(all.map((r) => r.id)).size).toBe(33);
  const times = all.map((r) => r.createdAt.getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(await countNew()).toBe(32);
});

test('URL filters that do not parse are dropped and named', () => {
  const parsed = parseInboxQuery(
    new URLSearchParams('type=nope&status=new&from=2026-13-45&q=%20x%20&page=-1'),
  );
  expect(parsed).toEqual({
    filters: { status: 'new', q: 'x' },
    page: 1,
    rejected: ['type', 'from', 'page'],
  });
});

test('a status change, an assignment and a note each write their audit entry with from and to', async () => {
  const row = await enquiry({ name: 'Workflow' });
  expect(await changeStatus(actor, row.id, 'in-review')).toBe('done');
  expect(await assign(actor, row.id, actor.id)).toBe('done');
  expect(await addNote(actor, row.id, 'Called back.\nNo answer.')).toBe(true);
  expect(await changeStatus(actor, '00000000-0000-4000-8000-000000000000', 'closed')).toBe(
    'missing',
  );
  const notes = await listNotes(row.id);
  expect(notes).toMatchObject([{ body: 'Called back.\nNo answer.', author: actor.name }]);
  const entries = (await listAudit()).filter((e) => e.subjectId === row.id);
  expect(entries.map((e) => [e.action, e.detail])).toEqual(
    expect.arrayContaining([
      ['change', { field: 'status', from: 'new', to: 'in-review' }],
      ['change', { field: 'assignee', from: null, to: actor.id }],
      ['note', expect.objectContaining({ noteId: notes[0]!.id })],
    ]),
  );
});

test('staff cannot set Withdrawn, nor change an enquiry its member withdrew', async () => {
  expect(statusChange.safeParse({ status: 'withdrawn' }).success).toBe(false);
  expect(statusChange.safeParse({ status: 'closed' }).success).toBe(true);
  const withdrawn = await enquiry({ status: 'withdrawn', name: 'Gone Away' });
  expect(await changeStatus(actor, withdrawn.id, 'in-review')).toBe('withdrawn');
  expect(await assign(actor, withdrawn.id, actor.id)).toBe('withdrawn');
  const db = await database();
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, withdrawn.id));
  expect(row).toMatchObject({ status: 'withdrawn', assigneeId: null });
});

test('the export reads in batches, newest first, every row once', async () => {
  const batches: number[] = [];
  const ids: string[] = [];
  for await (const batch of exportBatches({}, 7)) {
    batches.push(batch.length);
    ids.push(...batch.map((r) => r.id));
    expect(batch[0]).not.toHaveProperty('attachment');
  }
  expect(Math.max(...batches)).toBe(7);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBe((await listInbox({})).total);
});

test("erasure removes an address's enquiries, CVs, notes, member account and mail, with one audit entry", async () => {
  const db = await database();
  const email = 'forget.me@example.com';
  const sent = await enquiry({
    email: 'Forget.Me@example.com',
    attachmentName: 'cv.pdf',
    attachment: Buffer.from('x'),
  });
  await addNote(actor, sent.id, 'about them');
  const [member] = await db
    .insert(members)
    .values({
      firstName: 'F',
      lastName: 'M',
      username: 'forgetme',
      email,
      gender: 'female',
      countryCode: 'NG',
      countryName: 'Nigeria',
      passwordHash: 'x',
    })
    .returning();
  await enquiry({ memberId: member!.id, email: 'other-form-address@example.com' });
  await db.insert(outbox).values({ to: email, subject: 'Thanks', body: 'b' });
  await db.insert(alerts).values({
    email,
    kind: 'jobs',
    criteria: {},
    tokenHash: 'erased-alert',
    expiresAt: new Date(),
  });
  const kept = await enquiry({ email: 'someone.else@example.com' });

  expect(await erasureSummary(actor, email)).toEqual({
    enquiries: 2,
    cvs: 1,
    member: true,
    mail: 1,
    alerts: 1,
    companies: 0,
  });
  expect(await eraseEmail(actor, email)).toEqual({
    enquiries: 2,
    cvs: 1,
    member: true,
    mail: 1,
    alerts: 1,
    companies: 0,
  });
  expect(await erasureSummary(actor, email)).toEqual({
    enquiries: 0,
    cvs: 0,
    member: false,
    mail: 0,
    alerts: 0,
    companies: 0,
  });
  expect(await db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, sent.id))).toEqual(
    [],
  );
  expect(await db.select().from(enquiries).where(eq(enquiries.id, kept.id))).toHaveLength(1);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
  expect(entry).toMatchObject({
    staffId: actor.id,
    subjectType: 'email',
    subjectId: 'f•••@example.com',
  });
  expect(entry?.detail).toMatchObject({ enquiries: 2, cvs: 1, member: true, mail: 1 });
  // Both look-ups are recorded: they tell whether the address has an account.
  const lookups = await db.select().from(auditLog).where(eq(auditLog.action, 'erasure-lookup'));
  expect(lookups.map((row) => row.subjectId).sort()).toEqual([email, 'f•••@example.com']);
});

test('erasure clears the audit log of the person: searches for them, export filters, CV name, look-ups, access exports', async () => {
  const db = await database();
  const email = 'ngozi.adaeze@example.com';
  const sent = await enquiry({
    name: 'Ngozi Adaeze',
    email,
    type: 'job-application',
    attachmentName: 'Ngozi-Adaeze-CV.pdf',
    attachment: Buffer.from('%PDF'),
  });
  const other = await enquiry({ name: 'Tunde Bello', email: 'tunde@example.com' });
  await recordAudit(actor, {
    action: 'view',
    subjectType: 'list',
    detail: { filters: { q: ' NGOZI ADAEZE ' }, page: 1 },
  });
  // A fragment of a name names no one by itself: a search for it stays.
  await recordAudit(actor, {
    action: 'view',
    subjectType: 'list',
    detail: { filters: { q: 'adaeze' }, page: 2 },
  });
  await recordAudit(actor, {
    action: 'export',
    subjectType: 'list',
    detail: { filters: { q: email, type: 'job-application' }, rows: 1, complete: true },
  });
  await recordAudit(actor, {
    action: 'download',
    subjectType: 'enquiry',
    subjectId: sent.id,
    detail: { file: 'Ngozi-Adaeze-CV.pdf' },
  });
  await recordAudit(actor, {
    action: 'view',
    subjectType: 'list',
    detail: { filters: { q: 'tunde' }, page: 1 },
  });
  await recordAudit(actor, { action: 'view', subjectType: 'enquiry', subjectId: other.id });
  await erasureSummary(actor, email);
  await heldAbout(actor, email);

  await eraseEmail(actor, email);

  const text = JSON.stringify(await db.select().from(auditLog));
  for (const trace of ['ngozi', email, 'cv.pdf']) expect(text.toLowerCase()).not.toContain(trace);
  expect(text).toContain('"q":"adaeze"');
  // What others did and what concerns others stays as it was.
  expect(text).toContain('tunde');
  expect(text).toContain(other.id);
  const [download] = await db.select().from(auditLog).where(eq(auditLog.action, 'download'));
  expect(download).toMatchObject({ subjectId: sent.id, detail: { file: '[erased]' } });
  const [erase] = (await db.select().from(auditLog).where(eq(auditLog.action, 'erase'))).filter(
    (row) => row.subjectId === 'n•••@example.com',
  );
  // The access export stays on record, about the masked address, with its counts.
  const [exported] = await db.select().from(auditLog).where(eq(auditLog.action, 'access-export'));
  expect(exported).toMatchObject({
    subjectType: 'email',
    subjectId: 'n•••@example.com',
    detail: { enquiries: 1, cvs: 1 },
  });
  expect(erase?.detail).toMatchObject({ enquiries: 1, cvs: 1, auditEntriesRedacted: 5 });
});

test('erasing a visitor changes no one else’s entries, whatever words the visitor chose', async () => {
  const db = await database();
  const email = 'wipe@corp.example';
  // The review's visitor: a name made of a client address and a domain others use.
  await enquiry({ name: 'Wipe 127.0.99.7 corp.example', email });
  await enquiry({ name: '127.0.99.7', email, attachmentName: 'colleague@corp.example' });
  await recordAudit(
    { visitor: '127.0.99.7' },
    { action: 'sign-in-refused', detail: { reason: 'wrong password' } },
  );
  await recordAudit(actor, {
    action: 'staff-add',
    subjectType: 'staff',
    subjectId: 'someone',
    detail: { email: 'colleague@corp.example', name: 'Corp Colleague', role: 'staff' },
  });
  await recordAudit(actor, {
    action: 'view',
    subjectType: 'list',
    detail: { filters: { q: 'corp.example' }, page: 1 },
  });
  const before = await db.select().from(auditLog);
  await eraseEmail(actor, email);
  const after = new Map((await db.select().from(auditLog)).map((row) => [row.id, row]));
  for (const entry of before.filter((row) => row.subjectId !== email)) {
    expect(after.get(entry.id)?.detail).toEqual(entry.detail);
  }
  const text = JSON.stringify([...after.values()]);
  expect(text).toContain('"address":"127.0.99.7"');
  expect(text).toContain('"email":"colleague@corp.example"');
});
