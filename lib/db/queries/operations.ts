import 'server-only';
import { sql } from 'drizzle-orm';
import { database } from '../client';

/** A mail that has failed at least once and is not sent: still retried (pending) or given up. */
export type MailTrouble = {
  id: string;
  enquiryId: string | null;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string;
  queuedAt: Date;
  /** When it is tried again (pending), or when it was last tried (failed). */
  lastOrNextAttemptAt: Date;
};

export type MailQueue = {
  /** Waiting to be sent, whether or not an attempt has failed. */
  pending: number;
  /** Given up on after MAIL_MAX_ATTEMPTS (kept until pruned with its enquiry or MAIL_KEEP_DAYS). */
  failed: number;
  /** Held with an enquiry taken for spam, until staff say "Not spam". */
  held: number;
  /** The newest troubles first, at most `limit`. */
  troubles: MailTrouble[];
};

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The outbox as an operator needs it: what is waiting, what was given up, and why. */
export async function mailQueue(limit = 20): Promise<MailQueue> {
  const db = await database();
  const counts = await db.execute<{ status: string; count: number }>(sql`
    select status, count(*)::int as count from outbox
    where status in ('pending', 'failed', 'held') group by status`);
  const troubles = await db.execute<Record<string, unknown>>(sql`
    select id, enquiry_id, status, attempts, last_error, created_at, next_attempt_at
    from outbox
    where status in ('pending', 'failed') and last_error is not null
    order by next_attempt_at desc
    limit ${limit}`);
  const count = (status: string) => counts.rows.find((row) => row.status === status)?.count ?? 0;
  return {
    pending: count('pending'),
    failed: count('failed'),
    held: count('held'),
    troubles: troubles.rows.map((row) => ({
      id: String(row.id),
      enquiryId: row.enquiry_id ? String(row.enquiry_id) : null,
      status: row.status === 'failed' ? 'failed' : 'pending',
      attempts: Number(row.attempts),
      lastError: String(row.last_error),
      queuedAt: toDate(row.created_at),
      lastOrNextAttemptAt: toDate(row.next_attempt_at),
    })),
  };
}

/**
 * When the oldest mail still failing began: the queue time of the oldest mail that has failed,
 * is not sent, and was tried within `recent` (a mail given up on a week ago is history, not a
 * failure going on). Null when no mail is failing.
 */
export async function mailFailingSince(recent: Date): Promise<Date | null> {
  const db = await database();
  const result = await db.execute<{ since: unknown }>(sql`
    select min(created_at) as since from outbox
    where status in ('pending', 'failed') and last_error is not null
      and next_attempt_at >= ${recent.toISOString()}::timestamptz`);
  const since = result.rows[0]?.since;
  return since ? toDate(since) : null;
}

/** Bytes the database takes, and of them the stored CVs. */
export async function storedBytes(): Promise<{ database: number; attachments: number }> {
  const db = await database();
  const result = await db.execute<{ database: unknown; attachments: unknown }>(sql`
    select pg_database_size(current_database()) as database,
      (select coalesce(sum(octet_length(attachment)), 0) from enquiries) as attachments`);
  const row = result.rows[0];
  return { database: Number(row?.database ?? 0), attachments: Number(row?.attachments ?? 0) };
}
