/**
 * The retention job against a real database (PGlite here, PostgreSQL under
 * scripts/with-postgres.sh): enquiries past ENQUIRY_RETENTION_DAYS go with their CVs, notes and
 * mail; recent ones stay; every run is in the audit log.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { auditLog, enquiries, enquiryNotes, outbox } from '@/lib/db/schema';
import { eraseExpiredEnquiries } from '@/lib/retention';
import { useTestDatabase } from '../support/database';

let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ ENQUIRY_RETENTION_DAYS: '30' });
}, 60_000);
afterAll(async () => {
  delete process.env.ENQUIRY_RETENTION_DAYS;
  await cleanup();
});

const DAY_MS = 86_400_000;

async function enquiryAged(days: number) {
  const db = await database();
  const [row] = await db
    .insert(enquiries)
    .values({
      type: 'job-application',
      payload: { name: 'Old Applicant' },
      attachmentName: 'cv.pdf',
      attachmentType: 'application/pdf',
      attachment: Buffer.from('%PDF-1.4 old CV'),
      createdAt: new Date(Date.now() - days * DAY_MS),
    })
    .returning({ id: enquiries.id });
  if (!row) throw new Error('not stored');
  await db.insert(enquiryNotes).values({ enquiryId: row.id, body: 'called back' });
  await db
    .insert(outbox)
    .values({ to: 'hr@deltacrest.example', subject: 's', body: 'b', enquiryId: row.id });
  return row.id;
}

test('old enquiries are erased with their CVs, notes and mail; recent ones stay; audited', async () => {
  const old = await enquiryAged(31);
  const older = await enquiryAged(400);
  const recent = await enquiryAged(29);
  const now = new Date();

  const run = await eraseExpiredEnquiries(now);
  expect(run).toEqual({
    olderThan: new Date(now.getTime() - 30 * DAY_MS).toISOString(),
    count: 2,
  });

  const db = await database();
  const left = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(inArray(enquiries.id, [old, older, recent]));
  expect(left).toEqual([{ id: recent }]);
  for (const id of [old, older]) {
    expect(await db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.enquiryId, id))).toEqual([]);
  }
  expect(await db.select().from(outbox).where(eq(outbox.enquiryId, recent))).toHaveLength(1);

  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
  expect(entry).toMatchObject({
    actor: 'automatic',
    staffId: null,
    action: 'erase',
    detail: { olderThan: new Date(now.getTime() - 30 * DAY_MS).toISOString(), count: 2 },
  });
});

test('runs at the same moment erase each enquiry once and record every run', async () => {
  await enquiryAged(45);
  const db = await database();
  const before = (await db.select().from(auditLog).where(eq(auditLog.action, 'erase'))).length;

  const runs = await Promise.all([eraseExpiredEnquiries(), eraseExpiredEnquiries()]);
  const counts = runs.map((run) => ('count' in run ? run.count : 0));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);

  const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
  expect(entries.length - before).toBe(runs.filter((run) => 'count' in run).length);
});
