import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, members, type EnquiryStatus, type EnquiryType } from '../schema';

/** What a member may see of their own enquiry: never its notes, assignee or CV bytes. */
export type MemberEnquiry = {
  id: string;
  type: EnquiryType;
  status: EnquiryStatus;
  createdAt: Date;
};

/** The member's own enquiries and applications, newest first. */
export async function listMemberEnquiries(memberId: string): Promise<MemberEnquiry[]> {
  const db = await database();
  return db
    .select({
      id: enquiries.id,
      type: enquiries.type,
      status: enquiries.status,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(eq(enquiries.memberId, memberId))
    .orderBy(desc(enquiries.createdAt));
}

/**
 * Marks the member's enquiry withdrawn and deletes its CV at once. False when no enquiry with
 * that id belongs to the member, so another member's id looks the same as one that never was.
 */
export async function withdrawMemberEnquiry(memberId: string, id: string): Promise<boolean> {
  const db = await database();
  const rows = await db
    .update(enquiries)
    .set({
      status: 'withdrawn',
      attachment: null,
      attachmentName: null,
      attachmentType: null,
      updatedAt: new Date(),
    })
    .where(and(eq(enquiries.id, id), eq(enquiries.memberId, memberId)))
    .returning({ id: enquiries.id });
  return rows.length > 0;
}

/**
 * Deletes the member. Their sessions, links, enquiries with their CVs, and those enquiries'
 * notes and mail go with the row (foreign keys cascade), in one statement.
 */
export async function deleteMemberAccount(memberId: string): Promise<void> {
  const db = await database();
  await db.delete(members).where(eq(members.id, memberId));
}
