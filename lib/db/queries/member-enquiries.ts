import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, members, outbox, type EnquiryStatus, type EnquiryType } from '../schema';
import { repliesForEnquiries, unsentMailTo } from './replies';
import { deleteAlertsOf } from './alerts';
import { deleteOrphanCompanies, membershipsOf } from './supplier-people';

/** What a member may see of their own enquiry: never its notes, assignee or CV bytes. */
export type MemberEnquiry = {
  id: string;
  type: EnquiryType;
  /** What was sent: its title is drawn from it (the job, the listing). */
  payload: unknown;
  status: EnquiryStatus;
  createdAt: Date;
  /** The company's replies, oldest first. */
  replies: { body: string; createdAt: Date }[];
};

/** The member's own enquiries and applications, newest first, with the company's replies. */
export async function listMemberEnquiries(memberId: string): Promise<MemberEnquiry[]> {
  const db = await database();
  const rows = await db
    .select({
      id: enquiries.id,
      type: enquiries.type,
      payload: enquiries.payload,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(eq(enquiries.memberId, memberId))
    .orderBy(desc(enquiries.createdAt));
  const replies = await repliesForEnquiries(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, replies: replies.get(row.id) ?? [] }));
}

/**
 * Marks the member's enquiry withdrawn, deletes its CV at once, and stops any mail to its sender
 * about it that has not gone yet (a reply waiting for a retry, say). False when no enquiry with
 * that id belongs to the member, so another member's id looks the same as one that never was.
 */
export async function withdrawMemberEnquiry(memberId: string, id: string): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(enquiries)
      .set({
        status: 'withdrawn',
        attachment: null,
        attachmentName: null,
        attachmentType: null,
        updatedAt: new Date(),
      })
      .where(and(eq(enquiries.id, id), eq(enquiries.memberId, memberId)))
      .returning({ id: enquiries.id, email: enquiries.email });
    const [row] = rows;
    if (!row) return false;
    if (row.email) await tx.delete(outbox).where(unsentMailTo(id, row.email));
    return true;
  });
}

/**
 * Deletes the member. Their sessions, links, enquiries with their CVs, and those enquiries'
 * notes and mail go with the row (foreign keys cascade); their address's alerts, and a company
 * they were the last member of, in the same transaction.
 */
export async function deleteMemberAccount(memberId: string): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const memberships = await membershipsOf(tx, [memberId]);
    const [gone] = await tx
      .delete(members)
      .where(eq(members.id, memberId))
      .returning({ email: members.email });
    // The alerts of the account's address go with it (and the digests waiting for them).
    if (gone) await deleteAlertsOf(tx, gone.email.toLowerCase());
    // A company its last member leaves goes with all its documents and identity check.
    await deleteOrphanCompanies(tx, memberships);
  });
}
