/**
 * The inbox's bulk changes go through the single changes' code: each enquiry changed is audited
 * on its own, a withdrawn one is left as the member left it, and the answer counts both; closing
 * a spam keeps its mail held. Read and unread per staff member. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { insertEnquiry } from '@/lib/db/queries/enquiries';
import { listInbox, markRead } from '@/lib/db/queries/inbox';
import { auditLog, enquiries, outbox, staff } from '@/lib/db/schema';
import { bulkForm } from '@/lib/staff/inbox-forms';
import { useTestDatabase } from '../support/database';
import { done, refused, submit } from '../support/forms';
import { signedInStaff, type TestStaff } from '../support/staff';

let cleanup: () => Promise<void>;
let worker: TestStaff;
beforeAll(async () => {
  cleanup = await useTestDatabase();
  worker = await signedInStaff();
}, 60_000);
afterAll(() => cleanup());

async function enquiry(name: string, extra: { spamReason?: string } = {}) {
  const { id } = await insertEnquiry({
    type: 'contact',
    payload: { name, email: `${name.toLowerCase()}@example.com`, message: 'Hello' },
    email: `${name.toLowerCase()}@example.com`,
    mails: ({ id: stored }) => [
      { to: `${name.toLowerCase()}@example.com`, subject: 'Ack', text: 'x', enquiryId: stored },
    ],
    ...extra,
  });
  return id;
}

/** The form as the inbox posts it: one `ids` field per ticked box. */
function ticked(ids: string[], fields: Record<string, string>) {
  const form = new FormData();
  for (const id of ids) form.append('ids', id);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

test('mark as spam in bulk: each changed and audited alone, a withdrawn one left as it is', async () => {
  const ids = [await enquiry('Ada'), await enquiry('Bola'), await enquiry('Chidi')];
  const withdrawn = await enquiry('Dayo');
  const db = await database();
  await db.update(enquiries).set({ status: 'withdrawn' }).where(eq(enquiries.id, withdrawn));
  const answer = done(
    (await submit(bulkForm, ticked([...ids, withdrawn], { action: 'spam' }), { jar: worker.jar }))
      .outcome,
  );
  expect(answer).toMatchObject({
    message: '3 changed; 1 withdrawn by the member, left as they are.',
    refresh: true,
  });
  const rows = await db
    .select()
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids, withdrawn]));
  expect(rows.map((row) => row.status).sort()).toEqual(['spam', 'spam', 'spam', 'withdrawn']);
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'change'), inArray(auditLog.subjectId, ids)));
  expect(audit).toHaveLength(3);
  expect(audit.every((entry) => entry.staffId === worker.id)).toBe(true);
});

test('assign and close in bulk; a disabled colleague or no box ticked is refused or counted', async () => {
  const ids = [await enquiry('Emeka'), await enquiry('Funmi')];
  const colleague = await signedInStaff();
  done(
    (
      await submit(bulkForm, ticked(ids, { action: 'assign', assignee: colleague.id }), {
        jar: worker.jar,
      })
    ).outcome,
  );
  const db = await database();
  const assigned = await db.select().from(enquiries).where(inArray(enquiries.id, ids));
  expect(assigned.map((row) => row.assigneeId)).toEqual([colleague.id, colleague.id]);
  await db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, colleague.id));
  const again = done(
    (
      await submit(bulkForm, ticked(ids, { action: 'assign', assignee: colleague.id }), {
        jar: worker.jar,
      })
    ).outcome,
  );
  expect(again.message).toBe('0 changed; 2 not found (or that colleague’s account is disabled).');
  const none = refused(
    (await submit(bulkForm, ticked([], { action: 'closed' }), { jar: worker.jar })).outcome,
  );
  expect(none.fieldErrors?.ids).toEqual(['Tick at least one enquiry in the list']);
  done((await submit(bulkForm, ticked(ids, { action: 'closed' }), { jar: worker.jar })).outcome);
  const closed = await db.select().from(enquiries).where(inArray(enquiries.id, ids));
  expect(closed.map((row) => row.status)).toEqual(['closed', 'closed']);
});

test('closing a spam keeps its mail held; the same code as one change', async () => {
  const id = await enquiry('Gbenga', { spamReason: 'The hidden trap field was filled in' });
  done((await submit(bulkForm, ticked([id], { action: 'closed' }), { jar: worker.jar })).outcome);
  const db = await database();
  const mail = await db.select().from(outbox).where(eq(outbox.enquiryId, id));
  expect(mail.map((row) => row.status)).toEqual(['held']);
});

test('unread until this staff member opens it; a colleague’s reading does not count', async () => {
  const id = await enquiry('Halima');
  const other = await signedInStaff();
  const readBy = async (viewer: TestStaff) =>
    (await listInbox({ q: 'halima' }, 1, 25, viewer.id)).rows.map((row) => row.read);
  expect(await readBy(worker)).toEqual([false]);
  await markRead(other.id, id);
  await markRead(other.id, id);
  expect(await readBy(worker)).toEqual([false]);
  expect(await readBy(other)).toEqual([true]);
});
