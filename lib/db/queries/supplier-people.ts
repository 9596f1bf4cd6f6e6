import 'server-only';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  clarifications,
  interestFiles,
  interests,
  notices,
  opportunities,
  pollAnswers,
} from '../board-schema';
import { members } from '../schema';
import {
  companies,
  companyInvitations,
  companyMembers,
  identityChecks,
  supplierDocuments,
  supplierInvitations,
  type Company,
} from '../supplier-schema';
import type { Transaction } from './person';
import { noImages } from './supplier-files';

/**
 * The builders' side as personal data: what one address is in it (a company's member, or its
 * responsible person), for the right of access, for erasure and for an account's deletion. A
 * company's papers are the company's: they go when its last member does, and the responsible
 * person's details and identity images go when that person asks.
 */

/** The companies whose member the address is, or whose responsible person. */
export const companiesOf = (address: string) =>
  or(
    sql`${companies.id} in (select ${companyMembers.companyId} from ${companyMembers} join ${members} on ${members.id} = ${companyMembers.memberId} where lower(${members.email}) = ${address})`,
    sql`lower(${companies.responsibleEmail}) = ${address}`,
  );

/** The companies a member belongs to, before the member goes. */
export async function membershipsOf(tx: Transaction, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(inArray(companyMembers.memberId, memberIds));
  return rows.map((row) => row.id);
}

/** Of these companies, those left without a member are deleted with all they hold: how many. */
export async function deleteOrphanCompanies(tx: Transaction, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx
    .delete(companies)
    .where(
      and(
        inArray(companies.id, ids),
        sql`not exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companies.id})`,
      ),
    )
    .returning({ id: companies.id });
  return gone.length;
}

/**
 * The person behind `address` leaves the builders' side: as a responsible person their details
 * and identity images go (the decisions stay), and their invitations go. Answers how many
 * identity checks lost images.
 */
export async function eraseResponsiblePerson(tx: Transaction, address: string): Promise<number> {
  const named = await tx
    .update(companies)
    .set({ responsibleName: 'Erased on request', responsibleEmail: '', responsiblePhone: '' })
    .where(sql`lower(${companies.responsibleEmail}) = ${address}`)
    .returning({ id: companies.id });
  const images = named.length
    ? await tx
        .update(identityChecks)
        .set(noImages(new Date()))
        .where(
          and(
            inArray(
              identityChecks.companyId,
              named.map((row) => row.id),
            ),
            isNull(identityChecks.imagesDeletedAt),
          ),
        )
        .returning({ id: identityChecks.id })
    : [];
  await tx.delete(companyInvitations).where(eq(companyInvitations.email, address));
  await tx.delete(supplierInvitations).where(eq(supplierInvitations.email, address));
  return images.length;
}

export type HeldCompany = {
  company: Omit<Company, 'claimedBy' | 'claimedAt' | 'decidedBy' | 'invitedByStaffId'>;
  documents: {
    id: string;
    type: string;
    number: string;
    issuedOn: string;
    expiresOn: string | null;
    state: string;
    staffMessage: string | null;
    fileName: string;
    fileType: string;
    held: boolean;
    uploadedAt: Date;
    replacedAt: Date | null;
  }[];
  identity: {
    id: string;
    documentType: string;
    lastFour: string;
    state: string;
    createdAt: Date;
    decidedAt: Date | null;
    front: string | null;
    back: string | null;
  }[];
  /** The company's part in the opportunities board, what its members wrote and sent. */
  board: {
    interests: {
      opportunity: string;
      interested: boolean;
      statement: string | null;
      submittedAt: Date | null;
      outcome: string | null;
      files: { id: string; fileName: string; fileType: string; bytes: number }[];
    }[];
    questions: { opportunity: string; question: string; answer: string | null; askedAt: Date }[];
    pollAnswers: { notice: string; question: string | null; answer: string | null }[];
  };
};

/** Who reviewed and who invited are staff's business, not the person's data. */
const staffOnly = new Set(['claimedBy', 'claimedAt', 'decidedBy', 'invitedByStaffId']);

/** What the access copy holds of the builders' side: never who reviewed, never a claim. */
export async function heldCompanies(tx: Transaction, address: string): Promise<HeldCompany[]> {
  const rows = await tx.select().from(companies).where(companiesOf(address));
  // One statement at a time: a transaction's connection runs one query at once.
  const held: HeldCompany[] = [];
  for (const row of rows) held.push(await heldCompany(tx, row));
  return held;
}

async function heldCompany(tx: Transaction, row: Company): Promise<HeldCompany> {
  const company = Object.fromEntries(
    Object.entries(row).filter(([key]) => !staffOnly.has(key)),
  ) as HeldCompany['company'];
  const documents = await tx
    .select({
      id: supplierDocuments.id,
      type: supplierDocuments.type,
      number: supplierDocuments.number,
      issuedOn: supplierDocuments.issuedOn,
      expiresOn: supplierDocuments.expiresOn,
      state: supplierDocuments.state,
      staffMessage: supplierDocuments.staffMessage,
      fileName: supplierDocuments.fileName,
      fileType: supplierDocuments.fileType,
      // Named in full: inside a select drizzle writes a column without its table.
      held: sql<boolean>`exists (select 1 from supplier_uploads u where u.document_id = supplier_documents.id)`,
      uploadedAt: supplierDocuments.uploadedAt,
      replacedAt: supplierDocuments.replacedAt,
    })
    .from(supplierDocuments)
    .where(eq(supplierDocuments.companyId, company.id))
    .orderBy(asc(supplierDocuments.uploadedAt));
  const identity = await tx
    .select({
      id: identityChecks.id,
      documentType: identityChecks.documentType,
      lastFour: identityChecks.lastFour,
      state: identityChecks.state,
      createdAt: identityChecks.createdAt,
      decidedAt: identityChecks.decidedAt,
      front: identityChecks.frontType,
      back: identityChecks.backType,
    })
    .from(identityChecks)
    .where(eq(identityChecks.companyId, company.id))
    .orderBy(asc(identityChecks.createdAt));
  return { company, documents, identity, board: await heldBoard(tx, company.id) };
}

async function heldBoard(tx: Transaction, companyId: string): Promise<HeldCompany['board']> {
  const taking = await tx
    .select({
      opportunityId: interests.opportunityId,
      opportunity: opportunities.title,
      interested: interests.interested,
      statement: interests.statement,
      submittedAt: interests.submittedAt,
      outcome: interests.outcome,
    })
    .from(interests)
    .innerJoin(opportunities, eq(opportunities.id, interests.opportunityId))
    .where(eq(interests.companyId, companyId))
    .orderBy(asc(interests.updatedAt));
  const files = await tx
    .select({
      id: interestFiles.id,
      opportunityId: interestFiles.opportunityId,
      fileName: interestFiles.fileName,
      fileType: interestFiles.fileType,
      bytes: interestFiles.bytes,
    })
    .from(interestFiles)
    .where(eq(interestFiles.companyId, companyId))
    .orderBy(asc(interestFiles.createdAt));
  const questions = await tx
    .select({
      opportunity: opportunities.title,
      question: clarifications.question,
      answer: clarifications.answer,
      askedAt: clarifications.createdAt,
    })
    .from(clarifications)
    .innerJoin(opportunities, eq(opportunities.id, clarifications.opportunityId))
    .where(eq(clarifications.companyId, companyId))
    .orderBy(asc(clarifications.createdAt));
  const polls = await tx
    .select({
      notice: notices.title,
      question: notices.pollQuestion,
      choices: notices.pollChoices,
      choice: pollAnswers.choice,
    })
    .from(pollAnswers)
    .innerJoin(notices, eq(notices.id, pollAnswers.noticeId))
    .where(eq(pollAnswers.companyId, companyId))
    .orderBy(asc(pollAnswers.createdAt));
  return {
    interests: taking.map(({ opportunityId, ...interest }) => ({
      ...interest,
      files: files
        .filter((file) => file.opportunityId === opportunityId)
        .map(({ id, fileName, fileType, bytes }) => ({ id, fileName, fileType, bytes })),
    })),
    questions,
    pollAnswers: polls.map(({ choices, choice, ...poll }) => ({
      ...poll,
      answer: choices?.[choice] ?? null,
    })),
  };
}
