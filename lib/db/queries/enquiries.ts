import 'server-only';
import { asc, gte } from 'drizzle-orm';
import { database } from '../client';
import { enquiries, type Enquiry, type EnquiryType } from '../schema';

export type { Enquiry, EnquiryType };

export type EnquiryAttachment = { name: string; type: string; data: Buffer };

export async function insertEnquiry({
  type,
  payload,
  attachment,
}: {
  type: EnquiryType;
  payload: Record<string, unknown>;
  attachment?: EnquiryAttachment;
}): Promise<{ id: string; createdAt: Date }> {
  const db = await database();
  const [row] = await db
    .insert(enquiries)
    .values({
      type,
      payload,
      attachmentName: attachment?.name ?? null,
      attachmentType: attachment?.type ?? null,
      attachment: attachment?.data ?? null,
    })
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  if (!row) throw new Error('enquiry insert returned nothing');
  return row;
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
