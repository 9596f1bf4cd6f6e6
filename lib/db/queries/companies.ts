import 'server-only';
import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { database } from '../client';
import { members } from '../schema';
import {
  companies,
  companyMembers,
  identityChecks,
  supplierDocuments,
  supplierInvitations,
  type Company,
  type IdentityCheck,
  type SupplierDocument,
} from '../supplier-schema';
import { recordAudit, type AuditActor, type AuditRecord } from './audit';
import { isUniqueViolation } from './members';
import { insertMail, type OutgoingMail } from './outbox';
import type { Transaction } from './person';

/**
 * Companies (lib/suppliers): their creation, membership, and every change that depends on where
 * a company stands, made as one unit: the company's row locked, what it holds read, a plan made
 * by the domain's rules (lib/suppliers), then the plan's changes, mail and audit entries written
 * in the same transaction. Two reviewers, or a reviewer and the member, change a company one
 * after the other.
 */

export type { Company };

/** A document as lists and rules read it (its bytes are in supplier_files). */
export type DocumentSummary = SupplierDocument;
/** An identity check without its images: whether each is still held. */
export type IdentitySummary = Omit<IdentityCheck, 'front' | 'back'> & {
  hasFront: boolean;
  hasBack: boolean;
};
export type CompanyPerson = {
  memberId: string;
  role: 'owner' | 'colleague';
  email: string;
  name: string;
};

export type CompanySnapshot = {
  company: Company;
  documents: DocumentSummary[];
  identity?: IdentitySummary;
  people: CompanyPerson[];
};

export type CompanyPlan<T> = {
  company?: Partial<typeof companies.$inferInsert>;
  documents?: { id: string; set: Partial<typeof supplierDocuments.$inferInsert> }[];
  identity?: { id: string; set: Partial<typeof identityChecks.$inferInsert> };
  mails?: OutgoingMail[];
  audit?: AuditRecord[];
  result: T;
};

const identityColumns = (() => {
  const { front, back, ...rest } = getTableColumns(identityChecks);
  return {
    ...rest,
    hasFront: sql<boolean>`${front} is not null`,
    hasBack: sql<boolean>`${back} is not null`,
  };
})();

async function snapshot(tx: Transaction, companyId: string, lock: boolean) {
  const query = tx.select().from(companies).where(eq(companies.id, companyId));
  const [company] = await (lock ? query.for('update') : query);
  if (!company) return undefined;
  // One after another: a transaction's statements share one connection (pg warns otherwise).
  const documents = await tx
    .select()
    .from(supplierDocuments)
    .where(eq(supplierDocuments.companyId, companyId))
    .orderBy(desc(supplierDocuments.uploadedAt));
  const [identity] = await tx
    .select(identityColumns)
    .from(identityChecks)
    .where(and(eq(identityChecks.companyId, companyId), isNull(identityChecks.replacedAt)));
  const people = await companyPeople(tx, companyId);
  return { company, documents, identity, people } satisfies CompanySnapshot;
}

function companyPeople(tx: Transaction, companyId: string): Promise<CompanyPerson[]> {
  return tx
    .select({
      memberId: companyMembers.memberId,
      role: companyMembers.role,
      email: members.email,
      name: sql<string>`${members.firstName} || ' ' || ${members.lastName}`,
    })
    .from(companyMembers)
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(companyMembers.joinedAt);
}

/** The company as it stands, for a page; undefined when there is none. */
export async function readCompany(companyId: string): Promise<CompanySnapshot | undefined> {
  const db = await database();
  return db.transaction((tx) => snapshot(tx, companyId, false));
}

/**
 * Changes a company by `plan` (which may throw an HttpError to refuse), in one transaction with
 * the company's row locked; undefined when there is no such company.
 */
export async function changeCompany<T>(
  companyId: string,
  plan: (current: CompanySnapshot) => CompanyPlan<T>,
  actor?: AuditActor,
): Promise<T | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const current = await snapshot(tx, companyId, true);
    if (!current) return undefined;
    const made = plan(current);
    const now = new Date();
    if (made.company)
      await tx
        .update(companies)
        .set({ ...made.company, updatedAt: now })
        .where(eq(companies.id, companyId));
    for (const { id, set } of made.documents ?? [])
      await tx
        .update(supplierDocuments)
        .set(set)
        .where(and(eq(supplierDocuments.id, id), eq(supplierDocuments.companyId, companyId)));
    if (made.identity)
      await tx
        .update(identityChecks)
        .set(made.identity.set)
        .where(
          and(eq(identityChecks.id, made.identity.id), eq(identityChecks.companyId, companyId)),
        );
    await insertMail(made.mails ?? [], tx);
    for (const record of made.audit ?? []) {
      if (!actor) throw new Error('an audited change needs its actor');
      await recordAudit(actor, record, tx);
    }
    return made.result;
  });
}

/** The member's company and their role in it. */
export async function companyOfMember(memberId: string) {
  const db = await database();
  const [row] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.memberId, memberId));
  return row;
}

export type NewCompany = Omit<
  typeof companies.$inferInsert,
  'id' | 'state' | 'createdBy' | 'invitedByStaffId' | 'createdAt' | 'updatedAt'
>;

/**
 * A member's new company, with them as its owner; 'member' when they already belong to one,
 * 'registration' when another company holds the number (the unique indexes decide). The staff
 * member who invited the address to join, if one did, is recorded: they may not decide on it.
 */
export async function createCompany(
  owner: { id: string; email: string },
  values: NewCompany,
): Promise<{ id: string } | 'member' | 'registration'> {
  const db = await database();
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .select({ staffId: supplierInvitations.staffId })
        .from(supplierInvitations)
        .where(eq(supplierInvitations.email, owner.email.toLowerCase()))
        .orderBy(desc(supplierInvitations.createdAt))
        .limit(1);
      const [company] = await tx
        .insert(companies)
        .values({ ...values, createdBy: owner.id, invitedByStaffId: invitation?.staffId ?? null })
        .returning({ id: companies.id });
      await tx.insert(companyMembers).values({
        memberId: owner.id,
        companyId: company!.id,
        role: 'owner',
      });
      return company!;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await companyOfMember(owner.id)) ? 'member' : 'registration';
  }
}

/** Whether another company holds this registration (a profile edit that would collide). */
export async function registrationTaken(
  countryCode: string,
  registrationNumber: string,
  companyId: string,
): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.countryCode, countryCode),
        eq(companies.registrationNumber, registrationNumber),
        sql`${companies.id} <> ${companyId}`,
      ),
    );
  return Boolean(row);
}

/** A member joins a company (an invitation they accepted); false when they belong to one. */
export async function joinCompany(tx: Transaction, memberId: string, companyId: string) {
  const rows = await tx
    .insert(companyMembers)
    .values({ memberId, companyId, role: 'colleague' })
    .onConflictDoNothing()
    .returning({ memberId: companyMembers.memberId });
  return rows.length > 0;
}

/** Takes a colleague out of the company (never its owner); false when they were not in it. */
export async function removeColleague(companyId: string, memberId: string): Promise<boolean> {
  const db = await database();
  const rows = await db
    .delete(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.memberId, memberId),
        eq(companyMembers.role, 'colleague'),
      ),
    )
    .returning({ memberId: companyMembers.memberId });
  return rows.length > 0;
}
