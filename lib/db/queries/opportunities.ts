import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { database } from '../client';
import {
  addenda,
  clarifications,
  interestFiles,
  interests,
  opportunities,
  opportunityFiles,
  opportunityInvitations,
  type ClosingStanding,
  type Opportunity,
  type Outcome,
} from '../board-schema';
import { members, staff } from '../schema';
import {
  companies,
  companyMembers,
  supplierDocuments,
  type Company,
  type SupplierDocument,
} from '../supplier-schema';
import { recordAudit, type AuditRecord } from './audit';
import { insertMail, type OutgoingMail } from './outbox';
import type { Transaction } from './person';
import { joinUpload } from './stored-files';

/**
 * Opportunities as staff run them (lib/board): drafts, publishing, changes (each an addendum once
 * published), documents, invitations, answers to questions, the companies' standing at the
 * closing time, and the outcomes. Each change is one transaction with the opportunity's row
 * locked: its plan (made by lib/board from the row as it stands, and which may refuse), its
 * mail and its audit entry commit together, so two staff, or two instances, never number an
 * addendum twice or mail it twice.
 */

export type { Opportunity };
export type Staffer = { id: string; email: string };

export type OpportunityInput = Pick<
  Opportunity,
  | 'title'
  | 'kind'
  | 'description'
  | 'trades'
  | 'areas'
  | 'classes'
  | 'visibility'
  | 'publicSummary'
  | 'questionsCloseAt'
  | 'closesAt'
>;

/** One person of a company an opportunity's mail goes to (lib/board/mails.ts). */
export type Recipient = { companyId: string; companyName: string; email: string };

export async function createOpportunity(input: OpportunityInput, actor: Staffer): Promise<string> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opportunities)
      .values({ ...input, createdBy: actor.id })
      .returning({ id: opportunities.id });
    await recordAudit(
      actor,
      {
        action: 'opportunity-create',
        subjectType: 'opportunity',
        subjectId: row!.id,
        detail: { title: input.title },
      },
      tx,
    );
    return row!.id;
  });
}

/** The people of the companies interested in an opportunity: whom its news is mailed to. */
export function interestedPeople(tx: Transaction, opportunityId: string): Promise<Recipient[]> {
  return tx
    .select({
      companyId: companies.id,
      companyName: companies.registeredName,
      email: members.email,
    })
    .from(interests)
    .innerJoin(companies, eq(companies.id, interests.companyId))
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(and(eq(interests.opportunityId, opportunityId), eq(interests.interested, true)))
    .orderBy(companies.id, members.email);
}

/** What a change to an opportunity does, planned from its row as it stands (lib/board). */
export type OpportunityPlan<T> = {
  set?: Partial<typeof opportunities.$inferInsert>;
  /** Published: the change is this numbered addendum, mailed to every interested company. */
  addendum?: {
    note: string;
    changes: Record<string, [string, string]>;
    mails: (number: number, recipients: Recipient[], after: Opportunity) => OutgoingMail[];
  };
  mails?: OutgoingMail[];
  audit: AuditRecord[];
  result: T;
};

/**
 * Changes an opportunity by `plan`, in one transaction with its row locked; undefined when there
 * is no such opportunity. An addendum takes the next number and goes to the people of every
 * company interested at that moment, once.
 */
export async function changeOpportunity<T>(
  id: string,
  actor: Staffer,
  plan: (current: Opportunity, tx: Transaction) => Promise<OpportunityPlan<T>>,
): Promise<T | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, id))
      .for('update');
    if (!current) return undefined;
    const made = await plan(current, tx);
    const number = made.addendum ? current.addenda + 1 : current.addenda;
    const [after] = await tx
      .update(opportunities)
      .set({ ...made.set, addenda: number, updatedAt: new Date() })
      .where(eq(opportunities.id, id))
      .returning();
    if (made.addendum) {
      const { note, changes, mails } = made.addendum;
      await tx
        .insert(addenda)
        .values({ opportunityId: id, number, note, changes, createdBy: actor.id });
      await insertMail(mails(number, await interestedPeople(tx, id), after!), tx);
    }
    await insertMail(made.mails ?? [], tx);
    for (const record of made.audit)
      await recordAudit(
        actor,
        {
          ...record,
          subjectType: 'opportunity',
          subjectId: id,
          // The title names the entry in the audit log, as it was when it happened.
          detail: {
            title: after!.title,
            ...record.detail,
            ...(made.addendum && { addendum: number }),
          },
        },
        tx,
      );
    return made.result;
  });
}

/** A new document of the opportunity, its stored upload joined to it; the file's id. */
export async function insertOpportunityFile(
  tx: Transaction,
  values: { opportunityId: string; fileName: string; bytes: number; addendum: number | null },
  uploadId: string,
): Promise<string> {
  const [file] = await tx
    .insert(opportunityFiles)
    .values(values)
    .returning({ id: opportunityFiles.id });
  await joinUpload(tx, uploadId, 'opportunity-file', file!.id);
  return file!.id;
}

export async function withdrawOpportunityFile(
  tx: Transaction,
  opportunityId: string,
  fileId: string,
): Promise<string | undefined> {
  const [file] = await tx
    .update(opportunityFiles)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(opportunityFiles.id, fileId),
        eq(opportunityFiles.opportunityId, opportunityId),
        isNull(opportunityFiles.withdrawnAt),
      ),
    )
    .returning({ name: opportunityFiles.fileName });
  return file?.name;
}

/** The invitations of an opportunity, with their companies. */
export function invitationsOf(tx: Transaction, opportunityId: string) {
  return tx
    .select({
      id: opportunityInvitations.id,
      companyId: companies.id,
      companyName: companies.registeredName,
      companyState: companies.state,
      usedAt: opportunityInvitations.usedAt,
      createdAt: opportunityInvitations.createdAt,
    })
    .from(opportunityInvitations)
    .innerJoin(companies, eq(companies.id, opportunityInvitations.companyId))
    .where(eq(opportunityInvitations.opportunityId, opportunityId))
    .orderBy(companies.registeredName);
}

/**
 * Invites companies (those not invited yet): each invitation's row, and its owner to mail when
 * the opportunity is published. Companies that are not verified are left out.
 */
export async function insertInvitations(
  tx: Transaction,
  opportunityId: string,
  companyIds: readonly string[],
  tokenHash: () => string,
  expiresAt: Date,
) {
  if (companyIds.length === 0) return [];
  const eligible = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, [...companyIds]), eq(companies.state, 'verified')));
  if (eligible.length === 0) return [];
  const rows = await tx
    .insert(opportunityInvitations)
    .values(
      eligible.map((company) => ({
        opportunityId,
        companyId: company.id,
        tokenHash: tokenHash(),
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: opportunityInvitations.id, companyId: opportunityInvitations.companyId });
  return invitationOwners(tx, rows);
}

/** Each invitation with its company's name and its owner's address, for its mail. */
export async function invitationOwners(
  tx: Transaction,
  rows: readonly { id: string; companyId: string }[],
) {
  if (rows.length === 0) return [];
  const owners = await tx
    .select({
      companyId: companies.id,
      companyName: companies.registeredName,
      email: members.email,
    })
    .from(companies)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.role, 'owner')),
    )
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(
      inArray(
        companies.id,
        rows.map((row) => row.companyId),
      ),
    );
  return rows.flatMap((row) => {
    const owner = owners.find((entry) => entry.companyId === row.companyId);
    return owner ? [{ invitationId: row.id, ...owner }] : [];
  });
}

/** Every invitation of an opportunity, for its mails at publishing. */
export function allInvitations(tx: Transaction, opportunityId: string) {
  return tx
    .select({ id: opportunityInvitations.id, companyId: opportunityInvitations.companyId })
    .from(opportunityInvitations)
    .where(eq(opportunityInvitations.opportunityId, opportunityId));
}

/** A question and its opportunity, locked, for its answer. */
export async function lockedQuestion(tx: Transaction, opportunityId: string, questionId: string) {
  const [row] = await tx
    .select()
    .from(clarifications)
    .where(and(eq(clarifications.id, questionId), eq(clarifications.opportunityId, opportunityId)))
    .for('update');
  return row;
}

export async function answerQuestion(
  tx: Transaction,
  questionId: string,
  answer: string,
  staffId: string,
) {
  await tx
    .update(clarifications)
    .set({ answer, answeredAt: new Date(), answeredBy: staffId })
    .where(eq(clarifications.id, questionId));
}

/** The expressions of interest sent for an opportunity, with their companies. */
export function submittedInterests(tx: Transaction, opportunityId: string) {
  return tx
    .select({
      companyId: interests.companyId,
      companyName: companies.registeredName,
      outcome: interests.outcome,
    })
    .from(interests)
    .innerJoin(companies, eq(companies.id, interests.companyId))
    .where(and(eq(interests.opportunityId, opportunityId), isNotNull(interests.submittedAt)));
}

/** The people of the given companies (an outcome's mail). */
export function peopleOf(tx: Transaction, companyIds: readonly string[]): Promise<Recipient[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      companyId: companies.id,
      companyName: companies.registeredName,
      email: members.email,
    })
    .from(companies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .innerJoin(members, eq(members.id, companyMembers.memberId))
    .where(inArray(companies.id, [...companyIds]));
}

export async function setOutcomes(
  tx: Transaction,
  opportunityId: string,
  outcomes: readonly { companyId: string; outcome: Outcome }[],
) {
  for (const { companyId, outcome } of outcomes)
    await tx
      .update(interests)
      .set({ outcome, updatedAt: new Date() })
      .where(and(eq(interests.opportunityId, opportunityId), eq(interests.companyId, companyId)));
}

/**
 * Records, once, each submitting company's standing at the closing time of every opportunity
 * closed by `now` whose standings are not recorded yet: `standing` (lib/board/standing.ts) reads
 * the company and its documents as they stand. Run by the board's job soon after each closing,
 * and by the staff page of a closed opportunity if the job has not run yet.
 */
export async function recordClosingStandings(
  now: Date,
  standing: (company: Company, documents: SupplierDocument[], closesAt: Date) => ClosingStanding,
  only?: string,
): Promise<number> {
  const db = await database();
  const due = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        isNotNull(opportunities.publishedAt),
        isNull(opportunities.standingsAt),
        lte(opportunities.closesAt, now),
        only ? eq(opportunities.id, only) : undefined,
      ),
    )
    .limit(50);
  let recorded = 0;
  for (const { id } of due) {
    recorded += await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(opportunities)
        .set({ standingsAt: now })
        .where(and(eq(opportunities.id, id), isNull(opportunities.standingsAt)))
        .returning({ closesAt: opportunities.closesAt });
      if (!claimed) return 0; // another instance recorded it
      const sent = await tx
        .select({ company: companies })
        .from(interests)
        .innerJoin(companies, eq(companies.id, interests.companyId))
        .where(and(eq(interests.opportunityId, id), isNotNull(interests.submittedAt)));
      for (const { company } of sent) {
        const documents = await tx
          .select()
          .from(supplierDocuments)
          .where(eq(supplierDocuments.companyId, company.id));
        await tx
          .update(interests)
          .set({ closingStanding: standing(company, documents, claimed.closesAt) })
          .where(and(eq(interests.opportunityId, id), eq(interests.companyId, company.id)));
      }
      return 1;
    });
  }
  return recorded;
}

/** The back office's list: every opportunity, newest first, with what waits on it. */
export async function listOpportunities({ limit = 50, offset = 0 } = {}) {
  const db = await database();
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      kind: opportunities.kind,
      visibility: opportunities.visibility,
      publishedAt: opportunities.publishedAt,
      closesAt: opportunities.closesAt,
      outcomesSentAt: opportunities.outcomesSentAt,
      addenda: opportunities.addenda,
      // Named in full: inside a select drizzle writes a column without its table.
      interested: sql<number>`(select count(*) from interests i where i.opportunity_id = opportunities.id and i.interested)::int`,
      submitted: sql<number>`(select count(*) from interests i where i.opportunity_id = opportunities.id and i.submitted_at is not null)::int`,
      unanswered: sql<number>`(select count(*) from clarifications q where q.opportunity_id = opportunities.id and q.answer is null)::int`,
    })
    .from(opportunities)
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit)
    .offset(offset);
}

export async function countOpportunities(): Promise<number> {
  const db = await database();
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(opportunities);
  return row?.value ?? 0;
}

/** One opportunity as staff see it: everything, askers and companies named. */
export async function readOpportunity(id: string) {
  const db = await database();
  return db.transaction(async (tx) => {
    const [opportunity] = await tx.select().from(opportunities).where(eq(opportunities.id, id));
    if (!opportunity) return undefined;
    // One after another: a transaction's statements share one connection.
    const files = await tx
      .select()
      .from(opportunityFiles)
      .where(eq(opportunityFiles.opportunityId, id))
      .orderBy(asc(opportunityFiles.createdAt));
    const invitations = await invitationsOf(tx, id);
    const questions = await tx
      .select({
        id: clarifications.id,
        question: clarifications.question,
        answer: clarifications.answer,
        answeredAt: clarifications.answeredAt,
        createdAt: clarifications.createdAt,
        companyName: companies.registeredName,
      })
      .from(clarifications)
      .leftJoin(companies, eq(companies.id, clarifications.companyId))
      .where(eq(clarifications.opportunityId, id))
      .orderBy(asc(clarifications.createdAt));
    const changes = await tx
      .select({
        number: addenda.number,
        note: addenda.note,
        changes: addenda.changes,
        createdAt: addenda.createdAt,
        by: staff.name,
      })
      .from(addenda)
      .leftJoin(staff, eq(staff.id, addenda.createdBy))
      .where(eq(addenda.opportunityId, id))
      .orderBy(desc(addenda.number));
    const sent = await tx
      .select({
        companyId: interests.companyId,
        companyName: companies.registeredName,
        companyState: companies.state,
        interested: interests.interested,
        statement: interests.statement,
        submittedAt: interests.submittedAt,
        addendaSeen: interests.addendaSeen,
        outcome: interests.outcome,
        closingStanding: interests.closingStanding,
      })
      .from(interests)
      .innerJoin(companies, eq(companies.id, interests.companyId))
      .where(eq(interests.opportunityId, id))
      .orderBy(asc(interests.submittedAt), companies.registeredName);
    const files2 = await tx
      .select({
        id: interestFiles.id,
        companyId: interestFiles.companyId,
        fileName: interestFiles.fileName,
        bytes: interestFiles.bytes,
      })
      .from(interestFiles)
      .where(eq(interestFiles.opportunityId, id))
      .orderBy(asc(interestFiles.createdAt));
    return {
      opportunity,
      files,
      invitations,
      questions,
      addenda: changes,
      interests: sent.map((interest) => ({
        ...interest,
        files: files2.filter((file) => file.companyId === interest.companyId),
      })),
    };
  });
}

export type StaffOpportunity = NonNullable<Awaited<ReturnType<typeof readOpportunity>>>;

/** Verified companies to invite, by name. */
export async function verifiedCompanies() {
  const db = await database();
  return db
    .select({
      id: companies.id,
      name: companies.registeredName,
      supplierClass: companies.supplierClass,
    })
    .from(companies)
    .where(eq(companies.state, 'verified'))
    .orderBy(companies.registeredName);
}

/** Staff who may publish: admins always, others when an admin gave them the permission. */
export async function publishers() {
  const db = await database();
  return db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      canPublish: staff.canPublish,
    })
    .from(staff)
    .where(isNull(staff.disabledAt))
    .orderBy(staff.name);
}

export async function setPublisher(actor: Staffer, staffId: string, allowed: boolean) {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ canPublish: allowed })
      .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
      .returning({ name: staff.name });
    if (!row) return undefined;
    await recordAudit(
      actor,
      {
        action: 'publisher',
        subjectType: 'staff',
        subjectId: staffId,
        detail: { allowed },
      },
      tx,
    );
    return row.name;
  });
}
