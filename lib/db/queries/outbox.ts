import 'server-only';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { database, type Database } from '../client';
import { outbox, type MailLinkKind, type OutboxMessage } from '../schema';

export type { OutboxMessage };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  link?: string;
  /** A single-use link (lib/mail-links.ts): `link` is its address, its token is made at sending. */
  linkKind?: MailLinkKind;
  linkTokenId?: string;
  enquiryId?: string;
  /** Where the recipient's answer goes (a staff reply: the company's address). */
  replyTo?: string;
};

type Writer = Pick<Database, 'insert'>;

/**
 * Queues mail; pass the caller's transaction so the mail and what it tells of commit together.
 * Held mail (a suspected spam's) waits in the outbox, never sent, until it is released.
 */
export async function insertMail(
  mails: OutgoingMail[],
  tx?: Writer,
  { held = false }: { held?: boolean } = {},
): Promise<void> {
  if (mails.length === 0) return;
  const db = tx ?? (await database());
  await db.insert(outbox).values(
    mails.map(({ text, ...mail }) => ({
      ...mail,
      body: text,
      link: mail.link ?? null,
      linkKind: mail.linkKind ?? null,
      linkTokenId: mail.linkTokenId ?? null,
      status: held ? ('held' as const) : ('pending' as const),
    })),
  );
}

/**
 * Takes up to `limit` due messages for this worker: each is leased for `leaseMs` (its next attempt
 * moves past the lease) in one statement, so no transaction stays open while SMTP talks, and
 * SKIP LOCKED lets other instances take other rows. A worker that dies leaves its lease to expire.
 */
export async function claimDueMail(limit: number, leaseMs: number): Promise<OutboxMessage[]> {
  const db = await database();
  const result = await db.execute(sql`
    UPDATE ${outbox}
    SET next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}),
        attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'pending' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(
      sql`${outbox.id} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
}

export async function markMailSent(id: string): Promise<void> {
  const db = await database();
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: tried again at `retryAt`, or given up on (`failed`) when that is null. */
export async function markMailFailed(
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const db = await database();
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 500), status: 'failed' },
    )
    .where(eq(outbox.id, id));
}

/**
 * Deletes sent and failed mail older than `before` that belongs to no enquiry (portal mail:
 * confirmations, resets, notices); an enquiry's mail goes with the enquiry (retention, erasure).
 */
export async function pruneSentMail(before: Date): Promise<number> {
  const db = await database();
  const gone = await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.status, ['sent', 'failed']),
        isNull(outbox.enquiryId),
        lt(outbox.createdAt, before),
      ),
    )
    .returning({ id: outbox.id });
  return gone.length;
}
