import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, enquiryReplies, outbox } from '../schema';
import { recordAudit } from './audit';
import { mailTo } from './person';
import type { OutgoingMail } from './outbox';

type Author = { id: string; email: string; name: string };

export type ReplyOutcome = 'done' | 'missing' | 'withdrawn' | 'spam' | 'no-address';

/**
 * A reply to the visitor: the reply and its mail written in one transaction with the audit
 * entry, and the enquiry moved to Replied. Refused when the member has withdrawn it, or when it
 * holds no address to write to.
 */
export async function sendReply(
  author: Author,
  { enquiryId, body, submissionKey }: { enquiryId: string; body: string; submissionKey: string },
  mail: (enquiry: { id: string; email: string; payload: unknown }) => OutgoingMail,
): Promise<ReplyOutcome> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: enquiries.status, email: enquiries.email, payload: enquiries.payload })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId))
      .for('update');
    if (!row) return 'missing';
    // The same post again (a double click, a retry after a lost answer): it is sent already.
    // The enquiry's row lock above puts a second post at once after the first has committed.
    const [again] = await tx
      .select({ id: enquiryReplies.id })
      .from(enquiryReplies)
      .where(
        and(
          eq(enquiryReplies.enquiryId, enquiryId),
          eq(enquiryReplies.submissionKey, submissionKey),
        ),
      );
    if (again) return 'done';
    if (row.status === 'withdrawn') return 'withdrawn';
    // Suspected spam holds its mail until it is back to work (changeStatus releases it), also
    // once closed: a reply first would mail a suspected bot and leave the held mail held.
    if (row.status === 'spam') return 'spam';
    const [held] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.enquiryId, enquiryId), eq(outbox.status, 'held')))
      .limit(1);
    if (held) return 'spam';
    if (!row.email) return 'no-address';
    const outgoing = mail({ id: enquiryId, email: row.email, payload: row.payload });
    const [queued] = await tx
      .insert(outbox)
      .values({
        to: outgoing.to,
        subject: outgoing.subject,
        body: outgoing.text,
        enquiryId,
        replyTo: outgoing.replyTo ?? null,
      })
      .returning({ id: outbox.id });
    const [reply] = await tx
      .insert(enquiryReplies)
      .values({
        enquiryId,
        staffId: author.id,
        staffName: author.name,
        body,
        outboxId: queued!.id,
        submissionKey,
      })
      .returning({ id: enquiryReplies.id });
    if (row.status !== 'replied')
      await tx
        .update(enquiries)
        .set({ status: 'replied', updatedAt: new Date() })
        .where(eq(enquiries.id, enquiryId));
    await recordAudit(
      author,
      {
        action: 'reply',
        subjectType: 'enquiry',
        subjectId: enquiryId,
        detail: { replyId: reply!.id, from: row.status, to: 'replied' },
      },
      tx,
    );
    return 'done';
  });
}

export type ReplyWithDelivery = {
  id: string;
  body: string;
  author: string;
  createdAt: Date;
  mail: { status: string; attempts: number; lastError: string | null; sentAt: Date | null } | null;
};

/** An enquiry's replies, oldest first, with where their mail stands. */
export async function listReplies(enquiryId: string): Promise<ReplyWithDelivery[]> {
  const db = await database();
  const rows = await db
    .select({
      id: enquiryReplies.id,
      body: enquiryReplies.body,
      author: enquiryReplies.staffName,
      createdAt: enquiryReplies.createdAt,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
    })
    .from(enquiryReplies)
    .leftJoin(outbox, eq(outbox.id, enquiryReplies.outboxId))
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(asc(enquiryReplies.createdAt));
  return rows.map(({ status, attempts, lastError, sentAt, ...reply }) => ({
    ...reply,
    mail: status ? { status, attempts: attempts ?? 0, lastError, sentAt } : null,
  }));
}

/** The company's replies to a member's own enquiries, by enquiry, oldest first. */
export async function repliesForEnquiries(
  ids: string[],
): Promise<Map<string, { body: string; createdAt: Date }[]>> {
  const found = new Map<string, { body: string; createdAt: Date }[]>();
  if (ids.length === 0) return found;
  const db = await database();
  const rows = await db
    .select({
      enquiryId: enquiryReplies.enquiryId,
      body: enquiryReplies.body,
      createdAt: enquiryReplies.createdAt,
    })
    .from(enquiryReplies)
    .where(inArray(enquiryReplies.enquiryId, ids))
    .orderBy(asc(enquiryReplies.createdAt));
  for (const { enquiryId, ...reply } of rows)
    found.set(enquiryId, [...(found.get(enquiryId) ?? []), reply]);
  return found;
}

export function unsentMailTo(enquiryId: string, email: string) {
  return and(
    eq(outbox.enquiryId, enquiryId),
    mailTo(email.toLowerCase()),
    inArray(outbox.status, ['pending', 'held']),
  );
}
