import 'server-only';
import { and, eq } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, enquiryNotes, outbox, staff, type Enquiry } from '../schema';
import { recordAudit } from './audit';

type Actor = { id: string; email: string };
type Transaction = Parameters<
  Parameters<Awaited<ReturnType<typeof database>>['transaction']>[0]
>[0];
type Field = 'status' | 'assigneeId';

/**
 * What a change came to: made (or already so), no such enquiry or assignee, or refused because
 * the member withdrew the enquiry (their own act, which staff neither make nor undo).
 */
export type ChangeOutcome = 'done' | 'missing' | 'withdrawn';

/**
 * The changes staff make to an enquiry. Each is written with its audit entry in one transaction:
 * a change is never without its record, nor a record without its change.
 */
async function changeField<F extends Field>(
  actor: Actor,
  id: string,
  field: F,
  to: Enquiry[F],
  check: (tx: Transaction) => Promise<boolean> = async () => true,
  /** More to do in the same transaction once the change is made; what it returns is audited. */
  also: (tx: Transaction, from: Enquiry[F]) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<ChangeOutcome> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ from: enquiries[field], status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (!row || !(await check(tx))) return 'missing';
    if (row.status === 'withdrawn') return 'withdrawn';
    if (row.from === to) return 'done';
    await tx
      .update(enquiries)
      .set({ [field]: to, updatedAt: new Date() })
      .where(eq(enquiries.id, id));
    const name = field === 'assigneeId' ? 'assignee' : field;
    const more = await also(tx, row.from as Enquiry[F]);
    await recordAudit(
      actor,
      {
        action: 'change',
        subjectType: 'enquiry',
        subjectId: id,
        detail: { field: name, from: row.from, to, ...more },
      },
      tx,
    );
    return 'done';
  });
}

/**
 * Any status but Withdrawn, which only the member sets (see staffStatuses). Back to work (New,
 * In review, Replied), by whatever path (Not spam, a Closed spam reopened, a bulk change), the
 * mail held back on arrival (the company's notification, the visitor's acknowledgement) is
 * released to the outbox in the same transaction; the caller wakes the mail worker. Closed and
 * Spam keep it held: closing a bot's message must not send its mail.
 */
export function changeStatus(
  actor: Actor,
  id: string,
  to: Exclude<Enquiry['status'], 'withdrawn'>,
): Promise<ChangeOutcome> {
  return changeField(actor, id, 'status', to, undefined, async (tx) => {
    if (!WORKED.includes(to)) return {};
    const released = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(and(eq(outbox.enquiryId, id), eq(outbox.status, 'held')))
      .returning({ id: outbox.id });
    return released.length > 0 ? { releasedMail: released.length } : {};
  });
}

/** The statuses of an enquiry staff are working on: its held mail, if any, goes out. */
const WORKED: Enquiry['status'][] = ['new', 'in-review', 'replied'];

/** To an enabled staff member, or to nobody (null). */
export function assign(
  actor: Actor,
  id: string,
  assigneeId: string | null,
): Promise<ChangeOutcome> {
  return changeField(actor, id, 'assigneeId', assigneeId, async (tx) => {
    if (!assigneeId) return true;
    const [person] = await tx
      .select({ disabledAt: staff.disabledAt })
      .from(staff)
      .where(eq(staff.id, assigneeId));
    return Boolean(person && !person.disabledAt);
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
