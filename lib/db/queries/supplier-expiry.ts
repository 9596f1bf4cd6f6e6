import 'server-only';
import { and, eq, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { database } from '../client';
import { companies, supplierDocuments, type Company, type ReminderStage } from '../supplier-schema';
import type { CompanyPerson } from './companies';
import { members } from '../schema';
import { companyMembers } from '../supplier-schema';
import { insertMail, type OutgoingMail } from './outbox';

/**
 * Documents that expire: reminders as each date nears, and verified companies whose required
 * papers no longer hold. A reminder is claimed on its document's row in the same transaction
 * as its mail, so across restarts and instances each is sent once.
 */

/** The reminders that come later than each stage: once one is sent, those before it never are. */
const stagesFrom: Record<ReminderStage, ReminderStage[]> = {
  '30': ['30', '7', '0'],
  '7': ['7', '0'],
  '0': ['0'],
};

/** States whose companies are reminded: a draft is not yet theirs to keep, a rejection is over. */
const reminded = ['submitted', 'action-requested', 'verified', 'lapsed'] as const;

export type DueReminder = {
  id: string;
  type: string;
  expiresOn: string;
  company: Company;
};

/** Current documents expiring by `until` (a day) that have not had the reminder `stage` or later. */
export async function dueReminders(
  until: string,
  stage: ReminderStage,
  limit: number,
): Promise<DueReminder[]> {
  const db = await database();
  return db
    .select({
      id: supplierDocuments.id,
      type: supplierDocuments.type,
      expiresOn: sql<string>`${supplierDocuments.expiresOn}`,
      company: companies,
    })
    .from(supplierDocuments)
    .innerJoin(companies, eq(companies.id, supplierDocuments.companyId))
    .where(
      and(
        isNull(supplierDocuments.replacedAt),
        isNotNull(supplierDocuments.expiresOn),
        lte(supplierDocuments.expiresOn, until),
        ne(supplierDocuments.state, 'rejected'),
        inArray(companies.state, [...reminded]),
        or(
          isNull(supplierDocuments.reminded),
          notInArray(supplierDocuments.reminded, stagesFrom[stage]),
        ),
      ),
    )
    .limit(limit);
}

/** The people of a company, to mail. */
export async function peopleOf(companyId: string): Promise<CompanyPerson[]> {
  const db = await database();
  return db
    .select({
      memberId: companyMembers.memberId,
      role: companyMembers.role,
      email: members.email,
      name: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
    })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(eq(companyMembers.companyId, companyId));
}

/** Claims the reminder `stage` of a document and queues its mail; false when it was sent. */
export async function sendReminder(
  documentId: string,
  stage: ReminderStage,
  mails: OutgoingMail[],
): Promise<boolean> {
  const db = await database();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(supplierDocuments)
      .set({ reminded: stage })
      .where(
        and(
          eq(supplierDocuments.id, documentId),
          or(
            isNull(supplierDocuments.reminded),
            notInArray(supplierDocuments.reminded, stagesFrom[stage]),
          ),
        ),
      )
      .returning({ id: supplierDocuments.id });
    if (claimed.length === 0) return false;
    await insertMail(mails, tx);
    return true;
  });
}

/**
 * Verified companies holding an accepted document past its date with no accepted copy of that
 * type still valid: the ones that may lapse (the rules say which documents are required).
 */
export async function lapseCandidates(today: string): Promise<string[]> {
  const db = await database();
  const rows = await db
    .selectDistinct({ id: supplierDocuments.companyId })
    .from(supplierDocuments)
    .innerJoin(companies, eq(companies.id, supplierDocuments.companyId))
    .where(
      and(
        eq(companies.state, 'verified'),
        eq(supplierDocuments.state, 'accepted'),
        sql`${supplierDocuments.expiresOn} < ${today}`,
        sql`not exists (select 1 from ${supplierDocuments} valid where valid.company_id = ${supplierDocuments.companyId} and valid.type = ${supplierDocuments.type} and valid.state = 'accepted' and (valid.expires_on is null or valid.expires_on >= ${today}))`,
      ),
    );
  return rows.map((row) => row.id);
}
