import 'server-only';
import { eq } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, enquiryNotes, staff, type Enquiry } from '../schema';
import { recordAudit } from './audit';

type Actor = { id: string; email: string };

/**
 * The changes staff make to an enquiry. Each is written with its audit entry in one transaction:
 * a change is never without its record, nor a record without its change. Each answers false when
 * the enquiry (or the assignee) does not exist.
 */
export async function changeStatus(
  actor: Actor,
  id: string,
  to: Enquiry['status'],
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!row) return false;
    if (row.status === to) return true;
    await tx
      .update(enquiries)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(enquiries.id, id));
    await recordAudit(
      actor,
      {
        action: 'change',
        subjectType: 'enquiry',
        subjectId: id,
        detail: { field: 'status', from: row.status, to },
      },
      tx,
    );
    return true;
  });
}

export async function assign(
  actor: Actor,
  id: string,
  assigneeId: string | null,
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ assigneeId: enquiries.assigneeId })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!row) return false;
    if (assigneeId) {
      const [person] = await tx
        .select({ disabledAt: staff.disabledAt })
        .from(staff)
        .where(eq(staff.id, assigneeId));
      if (!person || person.disabledAt) return false;
    }
    if (row.assigneeId === assigneeId) return true;
    await tx
      .update(enquiries)
      .set({ assigneeId, updatedAt: new Date() })
      .where(eq(enquiries.id, id));
    await recordAudit(
      actor,
      {
        action: 'change',
        subjectType: 'enquiry',
        subjectId: id,
        detail: { field: 'assignee', from: row.assigneeId, to: assigneeId },
      },
      tx,
    );
    return true;
  });
}

export async function addNote(actor: Actor, id: string, body: string): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
    if (!row) return false;
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId: id, staffId: actor.id, body })
      .returning({ id: enquiryNotes.id });
    await recordAudit(
      actor,
      { action: 'note', subjectType: 'enquiry', subjectId: id, detail: { noteId: note?.id } },
      tx,
    );
    return true;
  });
}
