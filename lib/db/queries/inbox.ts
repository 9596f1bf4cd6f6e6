import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { InboxFilters } from '@/lib/validation/staff-inbox';
import { database } from '../client';
import { enquiries, enquiryNotes, enquiryReads, staff, type Enquiry } from '../schema';

export const INBOX_PAGE_SIZE = 25;

/** The sender's address: the stored column, or the form's own field for rows stored before it. */
export const senderEmail = sql<
  string | null
>`coalesce(${enquiries.email}, lower(${enquiries.payload}->>'email'))`;
const senderName = sql<string | null>`${enquiries.payload}->>'name'`;
const message = sql<string | null>`${enquiries.payload}->>'message'`;

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function inboxWhere(filters: InboxFilters): SQL | undefined {
  const pattern = filters.q ? like(filters.q) : undefined;
  return and(
    filters.type ? eq(enquiries.type, filters.type) : undefined,
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.from ? gte(enquiries.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(enquiries.createdAt, nextDay(filters.to)) : undefined,
    pattern
      ? or(ilike(senderName, pattern), ilike(senderEmail, pattern), ilike(message, pattern))
      : undefined,
  );
}

const listColumns = {
  id: enquiries.id,
  type: enquiries.type,
  status: enquiries.status,
  createdAt: enquiries.createdAt,
  name: senderName,
  email: senderEmail,
  hasCv: sql<boolean>`${enquiries.attachmentName} is not null`,
  assignee: staff.name,
};

/** Whether `viewer` has opened the enquiry (lib/db/schema.ts, enquiry_reads). */
const readBy = (viewer: string) =>
  sql<boolean>`exists (select 1 from ${enquiryReads} where ${enquiryReads.staffId} = ${viewer} and ${enquiryReads.enquiryId} = ${enquiries.id})`;

export type InboxRow = {
  id: string;
  type: Enquiry['type'];
  status: Enquiry['status'];
  createdAt: Date;
  name: string | null;
  email: string | null;
  hasCv: boolean;
  assignee: string | null;
  /** Opened by the staff member who asked for the list (always true when nobody asked). */
  read: boolean;
};

/** One page, newest first, and how many match in all. */
export async function listInbox(
  filters: InboxFilters,
  page = 1,
  pageSize = INBOX_PAGE_SIZE,
  viewer?: string,
) {
  const db = await database();
  const where = inboxWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, read: viewer ? readBy(viewer) : sql<boolean>`true` })
      .from(enquiries)
      .leftJoin(staff, eq(staff.id, enquiries.assigneeId))
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(enquiries).where(where),
  ]);
  return { rows: rows as InboxRow[], total: Number(total?.value ?? 0) };
}

/** The staff member has opened the enquiry: it is no longer unread in their inbox. */
export async function markRead(staffId: string, enquiryId: string): Promise<void> {
  const db = await database();
  await db.insert(enquiryReads).values({ staffId, enquiryId }).onConflictDoNothing();
}

export async function countNew(): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ value: count() })
    .from(enquiries)
    .where(eq(enquiries.status, 'new'));
  return Number(row?.value ?? 0);
}

export type ExportRow = Omit<Enquiry, 'attachment'>;

function withoutBytes() {
  const { attachment: _bytes, ...columns } = getTableColumns(enquiries);
  void _bytes;
  return columns;
}

/**
 * The filtered list a batch at a time, newest first, by keyset (created_at, id): memory stays
 * one batch whatever the number of rows, and rows arriving meanwhile do not shift the pages.
 */
export async function* exportBatches(filters: InboxFilters, batchSize = 500) {
  const db = await database();
  // The cursor is the database's own text of the timestamp: a JavaScript Date keeps only
  // milliseconds, and rows within the same millisecond would be skipped.
  const columns = { ...withoutBytes(), cursor: sql<string>`${enquiries.createdAt}::text` };
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows: (ExportRow & { cursor: string })[] = await db
      .select(columns)
      .from(enquiries)
      .where(
        and(
          inboxWhere(filters),
          after
            ? sql`(${enquiries.createdAt}, ${enquiries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor, id: last.id };
  }
}

/** One enquiry without its file's bytes. */
export async function findEnquiry(id: string) {
  const db = await database();
  const columns = withoutBytes();
  const [row] = await db.select(columns).from(enquiries).where(eq(enquiries.id, id));
  return row;
}

export async function listNotes(enquiryId: string) {
  const db = await database();
  return db
    .select({
      id: enquiryNotes.id,
      body: enquiryNotes.body,
      createdAt: enquiryNotes.createdAt,
      author: staff.name,
    })
    .from(enquiryNotes)
    .leftJoin(staff, eq(staff.id, enquiryNotes.staffId))
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt));
}

export async function enabledStaff() {
  const db = await database();
  return db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(isNull(staff.disabledAt))
    .orderBy(asc(staff.name));
}
