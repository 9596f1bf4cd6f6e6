import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { database } from '../client';
import { staffStatusLabel } from '@/lib/validation/staff-inbox';
import { auditLog, enquiries, outbox, staff } from '../schema';

/** One thing that happened to an enquiry, as a sentence for staff that names who did it. */
export type TimelineEvent = {
  at: Date;
  what: string;
  /** A mail's delivery: queued, sent, held, failed with the last error and the attempts. */
  mail?: { status: string; attempts: number; lastError: string | null };
};

type Detail = { field?: string; from?: unknown; to?: unknown; releasedMail?: number };

const status = (value: unknown) => staffStatusLabel[String(value)] ?? String(value);

/**
 * An enquiry's life in time order: received, each mail about it with its delivery, status
 * changes, assignments, notes, replies (and the move to Replied a reply makes) and CV downloads
 * (from the audit log, which records each in the transaction that made it), each said once,
 * with who did it. Views are left out: they are many and change nothing.
 */
export async function enquiryTimeline(id: string): Promise<TimelineEvent[]> {
  const db = await database();
  const [enquiry] = await db
    .select({ createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!enquiry) return [];
  const [mails, entries, people] = await Promise.all([
    db.select().from(outbox).where(eq(outbox.enquiryId, id)).orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'enquiry'),
          eq(auditLog.subjectId, id),
          inArray(auditLog.action, ['change', 'note', 'reply', 'download']),
        ),
      )
      .orderBy(asc(auditLog.createdAt)),
    db.select({ id: staff.id, name: staff.name }).from(staff),
  ]);
  const nameOf = new Map(people.map((person) => [person.id, person.name]));
  const person = (id: unknown) =>
    typeof id === 'string' ? (nameOf.get(id) ?? 'a former colleague') : undefined;
  const events: TimelineEvent[] = [{ at: enquiry.createdAt, what: 'Received' }];
  for (const mail of mails) {
    events.push({
      at: mail.sentAt ?? mail.createdAt,
      what: `Mail to ${mail.to}: ${mail.subject}`,
      mail: { status: mail.status, attempts: mail.attempts, lastError: mail.lastError },
    });
  }
  for (const entry of entries) {
    const detail = (entry.detail ?? {}) as Detail;
    // A removed colleague's entries keep their address.
    const who = person(entry.staffId) ?? entry.staffEmail ?? 'Someone';
    const at = entry.createdAt;
    if (entry.action === 'note') events.push({ at, what: `${who} added a note` });
    else if (entry.action === 'download') events.push({ at, what: `${who} downloaded the CV` });
    else if (entry.action === 'reply') {
      events.push({ at, what: `${who} replied to the visitor` });
      if (detail.from !== undefined && detail.from !== detail.to)
        events.push({
          at,
          what: `The reply moved the status from ${status(detail.from)} to ${status(detail.to)}`,
        });
    } else if (detail.field === 'assignee') {
      const to =
        detail.to === null || detail.to === undefined
          ? undefined
          : detail.to === entry.staffId
            ? 'themselves'
            : person(detail.to);
      events.push({ at, what: to ? `${who} assigned it to ${to}` : `${who} unassigned it` });
    } else {
      const released = detail.releasedMail
        ? `, which sent ${detail.releasedMail === 1 ? 'its held mail' : `its ${detail.releasedMail} held mails`}`
        : '';
      events.push({
        at,
        what: `${who} changed the status from ${status(detail.from)} to ${status(detail.to)}${released}`,
      });
    }
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
