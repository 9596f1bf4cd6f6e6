import 'server-only';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
};

/** Who reviewed and who invited are staff's business, not the person's data. */
const staffOnly = new Set(['claimedBy', 'claimedAt', 'decidedBy', 'invitedByStaffId']);

/** What the access copy holds of the builders' side: never who reviewed, never a claim. */
export async function heldCompanies(tx: Transaction, address: string): Promise<HeldCompany[]> {
  const rows = await tx.select().from(companies).where(companiesOf(address));
  return Promise.all(
    rows.map(async (row) => {
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
      return { company, documents, identity };
    }),
  );
}
