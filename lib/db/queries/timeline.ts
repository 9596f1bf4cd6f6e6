import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { database } from '../client';
import { staffStatusLabel } from '@/lib/validation/staff-inbox';
import { auditLog, enquiries, outbox, staff } from '../schema';

/** One thing that happened to an enquiry, in words for staff. */
export type TimelineEvent = {
  at: Date;
  what: string;
  /** Who did it (a staff member's name), when it was a person. */
  who?: string;
  /** A mail's delivery: queued, sent, held, failed with the last error and the attempts. */
  mail?: { status: string; attempts: number; lastError: string | null };
};

type Detail = { field?: string; from?: unknown; to?: unknown; releasedMail?: number };

/**
 * An enquiry's life in time order: received, each mail about it with its delivery, status
 * changes, assignments, notes, replies and CV downloads (from the audit log, which records each
 * in the transaction that made it). Views are left out: they are many and change nothing.
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
  const person = (value: unknown) =>
    typeof value === 'string' ? (nameOf.get(value) ?? 'a former colleague') : 'nobody';
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
    const who = entry.staffId ? person(entry.staffId) : (entry.staffEmail ?? undefined);
    let what = '';
    if (entry.action === 'note') what = 'Note added';
    else if (entry.action === 'reply') what = 'Reply sent to the visitor';
    else if (entry.action === 'download') what = 'CV downloaded';
    else if (detail.field === 'assignee') what = `Assigned to ${person(detail.to)}`;
    else
      what =
        `Status: ${staffStatusLabel[String(detail.from)] ?? detail.from} → ${staffStatusLabel[String(detail.to)] ?? detail.to}` +
        (detail.releasedMail ? ` (${detail.releasedMail} held mails released)` : '');
    events.push({ at: entry.createdAt, what, who });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
