import 'server-only';
import { asc, eq, gte, sql } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, members, type Enquiry, type EnquiryType } from '../schema';
import { insertMail, type OutgoingMail } from './outbox';

export type { Enquiry, EnquiryType };

export type EnquiryAttachment = { name: string; type: string; data: Buffer };

export type StoredEnquiry = { id: string; createdAt: Date; duplicate: boolean };

/**
 * The member whose confirmed address this is: what is sent from a proven address is its
 * member's, signed in or not (as what it sent before registering became theirs on confirmation,
 * lib/db/queries/members.ts).
 */
const confirmedMemberOf = (email: string) =>
  sql<string>`(select ${members.id} from ${members} where lower(${members.email}) = ${email.toLowerCase()} and ${members.emailConfirmedAt} is not null)`;

/**
 * Stores an enquiry and the mail that tells of it in one transaction (the outbox): both or
 * neither. A second submission with the same `submissionKey` stores nothing and answers the
 * first one, marked `duplicate`.
 */
export async function insertEnquiry({
  type,
  payload,
  attachment,
  submissionKey,
  email,
  memberId,
  spamReason,
  mails = () => [],
}: {
  type: EnquiryType;
  payload: Record<string, unknown>;
  attachment?: EnquiryAttachment;
  submissionKey?: string;
  email?: string;
  memberId?: string | null;
  /** Taken for spam: stored as Spam with the reason, its mail held until staff release it. */
  spamReason?: string;
  mails?: (stored: { id: string }) => OutgoingMail[];
}): Promise<StoredEnquiry> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        type,
        payload,
        attachmentName: attachment?.name ?? null,
        attachmentType: attachment?.type ?? null,
        attachment: attachment?.data ?? null,
        submissionKey: submissionKey ?? null,
        email: email ?? null,
        memberId: memberId ?? (email && !spamReason ? confirmedMemberOf(email) : null),
        ...(spamReason ? { status: 'spam' as const, spamReason } : {}),
      })
      .onConflictDoNothing({ target: enquiries.submissionKey })
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
    if (row) {
      await insertMail(mails(row), tx, { held: Boolean(spamReason) });
      return { ...row, duplicate: false };
    }
    const [first] = await tx
      .select({ id: enquiries.id, createdAt: enquiries.createdAt })
      .from(enquiries)
      .where(eq(enquiries.submissionKey, submissionKey ?? ''));
    if (!first) throw new Error('enquiry insert returned nothing');
    return { ...first, duplicate: true };
  });
}

/** Oldest first, so an export reads in the order enquiries arrived. */
export async function listEnquiries({ since }: { since?: Date } = {}): Promise<Enquiry[]> {
  const db = await database();
  return db
    .select()
    .from(enquiries)
    .where(since ? gte(enquiries.createdAt, since) : undefined)
    .orderBy(asc(enquiries.createdAt));
}
