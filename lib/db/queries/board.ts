import 'server-only';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { database } from '../client';
import {
  addenda,
  clarifications,
  interestFiles,
  interests,
  opportunities,
  opportunityFiles,
  opportunityInvitations,
  type Opportunity,
} from '../board-schema';
import { companies, companyMembers } from '../supplier-schema';
import type { Transaction } from './person';
import { joinUpload } from './stored-files';

/**
 * The opportunities board as companies and visitors read and answer it (lib/board decides who
 * may: lib/board/access.ts). Every read that names a company is of the member's own company,
 * found from the session; no other company's interest, question or file is ever selected.
 */

export type ViewerCompany = Pick<
  typeof companies.$inferSelect,
  'id' | 'state' | 'supplierClass' | 'registeredName' | 'trades' | 'areas'
>;

/** The member's company, as the board reads it; undefined without one. */
export async function viewerCompany(memberId: string): Promise<ViewerCompany | undefined> {
  const db = await database();
  const [row] = await db
    .select({
      id: companies.id,
      state: companies.state,
      supplierClass: companies.supplierClass,
      registeredName: companies.registeredName,
      trades: companies.trades,
      areas: companies.areas,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.memberId, memberId));
  return row;
}

const invitedSql = (companyId: string) =>
  sql<boolean>`exists (select 1 from opportunity_invitations i where i.opportunity_id = opportunities.id and i.company_id = ${companyId})`;

/**
 * Open to the company (or, without one, to every verified company): the SQL of access.ts's rule,
 * for lists. A page of one opportunity asks access.ts itself.
 */
function openToViewer(company: ViewerCompany | undefined) {
  const byClass = company
    ? sql`(cardinality(${opportunities.classes}) = 0 or ${company.supplierClass} = any(${opportunities.classes}))`
    : sql`true`;
  const general = sql`(${opportunities.visibility} = 'verified' and ${byClass})`;
  return company ? sql`(${general} or ${invitedSql(company.id)})` : general;
}

const summaryColumns = {
  id: opportunities.id,
  title: opportunities.title,
  kind: opportunities.kind,
  trades: opportunities.trades,
  areas: opportunities.areas,
  closesAt: opportunities.closesAt,
  questionsCloseAt: opportunities.questionsCloseAt,
  visibility: opportunities.visibility,
  addenda: opportunities.addenda,
};

export type OpportunitySummary = Pick<
  Opportunity,
  | 'id'
  | 'title'
  | 'kind'
  | 'trades'
  | 'areas'
  | 'closesAt'
  | 'questionsCloseAt'
  | 'visibility'
  | 'addenda'
>;

/** The board: open opportunities the member's company may see, soonest closing first. */
export async function openBoard(
  company: ViewerCompany | undefined,
  now: Date,
  { limit = 20, offset = 0 } = {},
) {
  const db = await database();
  const where = and(
    isNotNull(opportunities.publishedAt),
    gt(opportunities.closesAt, now),
    openToViewer(company),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        invited: company ? invitedSql(company.id) : sql<boolean>`false`,
        interested: company
          ? sql<
              boolean | null
            >`(select x.interested from interests x where x.opportunity_id = opportunities.id and x.company_id = ${company.id})`
          : sql<null>`null`,
        submittedAt: company
          ? sql<
              string | null
            >`(select x.submitted_at from interests x where x.opportunity_id = opportunities.id and x.company_id = ${company.id})`
          : sql<null>`null`,
      })
      .from(opportunities)
      .where(where)
      .orderBy(asc(opportunities.closesAt), asc(opportunities.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(opportunities).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** What the company answered, newest first: its interest, submission and outcome. */
export async function companyInterests(companyId: string, limit = 50) {
  const db = await database();
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      closesAt: opportunities.closesAt,
      interested: interests.interested,
      submittedAt: interests.submittedAt,
      outcome: interests.outcome,
      outcomesSentAt: opportunities.outcomesSentAt,
    })
    .from(interests)
    .innerJoin(opportunities, eq(opportunities.id, interests.opportunityId))
    .where(eq(interests.companyId, companyId))
    .orderBy(desc(opportunities.closesAt))
    .limit(limit);
}

/** Open opportunities with a public summary, for anyone and the sitemap. */
export async function publicBoard(now: Date, limit = 200) {
  const db = await database();
  return db
    .select(summaryColumns)
    .from(opportunities)
    .where(
      and(
        isNotNull(opportunities.publishedAt),
        eq(opportunities.publicSummary, true),
        gt(opportunities.closesAt, now),
      ),
    )
    .orderBy(asc(opportunities.closesAt), asc(opportunities.id))
    .limit(limit);
}

/** A published opportunity and whether the company is invited to it; undefined otherwise. */
export async function publishedOpportunity(id: string, companyId?: string) {
  const db = await database();
  const [row] = await db
    .select({
      opportunity: opportunities,
      invited: companyId ? invitedSql(companyId) : sql<boolean>`false`,
    })
    .from(opportunities)
    .where(and(eq(opportunities.id, id), isNotNull(opportunities.publishedAt)));
  return row;
}

/**
 * What a company taking part sees of an opportunity: its current documents, its addenda, the
 * answered questions (never who asked), and its own interest, files and questions.
 */
export async function opportunityForCompany(id: string, companyId: string) {
  const db = await database();
  const [files, changes, answered, [interest], ownFiles, ownQuestions] = await Promise.all([
    db
      .select({
        id: opportunityFiles.id,
        fileName: opportunityFiles.fileName,
        bytes: opportunityFiles.bytes,
        addendum: opportunityFiles.addendum,
      })
      .from(opportunityFiles)
      .where(and(eq(opportunityFiles.opportunityId, id), isNull(opportunityFiles.withdrawnAt)))
      .orderBy(asc(opportunityFiles.createdAt)),
    db
      .select({
        number: addenda.number,
        note: addenda.note,
        changes: addenda.changes,
        createdAt: addenda.createdAt,
      })
      .from(addenda)
      .where(eq(addenda.opportunityId, id))
      .orderBy(desc(addenda.number)),
    db
      .select({
        id: clarifications.id,
        question: clarifications.question,
        answer: clarifications.answer,
        answeredAt: clarifications.answeredAt,
      })
      .from(clarifications)
      .where(and(eq(clarifications.opportunityId, id), isNotNull(clarifications.answer)))
      .orderBy(asc(clarifications.answeredAt)),
    db
      .select()
      .from(interests)
      .where(and(eq(interests.opportunityId, id), eq(interests.companyId, companyId))),
    db
      .select({
        id: interestFiles.id,
        fileName: interestFiles.fileName,
        bytes: interestFiles.bytes,
      })
      .from(interestFiles)
      .where(and(eq(interestFiles.opportunityId, id), eq(interestFiles.companyId, companyId)))
      .orderBy(asc(interestFiles.createdAt)),
    db
      .select({
        id: clarifications.id,
        question: clarifications.question,
        answeredAt: clarifications.answeredAt,
        createdAt: clarifications.createdAt,
      })
      .from(clarifications)
      .where(and(eq(clarifications.opportunityId, id), eq(clarifications.companyId, companyId)))
      .orderBy(asc(clarifications.createdAt)),
  ]);
  return { files, addenda: changes, answered, interest, ownFiles, ownQuestions };
}

/**
 * A company's work on one opportunity, in one transaction: the opportunity's row shared-locked
 * (no change to its dates lands halfway), the company's row locked (its state cannot move under
 * it, and its own posts take turns). `work` decides with the server's clock read after the locks
 * are held; undefined when either is gone.
 */
export async function withInterest<T>(
  id: string,
  companyId: string,
  work: (
    tx: Transaction,
    locked: {
      opportunity: Opportunity;
      company: typeof companies.$inferSelect;
      invited: boolean;
      files: number;
    },
  ) => Promise<T>,
): Promise<{ result: T } | undefined> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [opportunity] = await tx
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, id))
      .for('share');
    // For update: one of the company's posts at a time counts its files and adds one, so two
    // sent at once cannot both find room for the last.
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!opportunity || !company) return undefined;
    const [invitation] = await tx
      .select({ id: opportunityInvitations.id })
      .from(opportunityInvitations)
      .where(
        and(
          eq(opportunityInvitations.opportunityId, id),
          eq(opportunityInvitations.companyId, companyId),
        ),
      );
    const [{ files } = { files: 0 }] = await tx
      .select({ files: sql<number>`count(*)::int` })
      .from(interestFiles)
      .where(and(eq(interestFiles.opportunityId, id), eq(interestFiles.companyId, companyId)));
    return {
      result: await work(tx, { opportunity, company, invited: Boolean(invitation), files }),
    };
  });
}

/** Sets the company's interest (creating its row), locked for the rest of the transaction. */
export async function upsertInterest(
  tx: Transaction,
  id: string,
  companyId: string,
  set: Partial<typeof interests.$inferInsert> & { interested: boolean },
) {
  await tx
    .insert(interests)
    .values({ opportunityId: id, companyId, ...set })
    .onConflictDoUpdate({
      target: [interests.opportunityId, interests.companyId],
      set: { ...set, updatedAt: new Date() },
    });
}

export async function currentInterest(tx: Transaction, id: string, companyId: string) {
  const [row] = await tx
    .select()
    .from(interests)
    .where(and(eq(interests.opportunityId, id), eq(interests.companyId, companyId)))
    .for('update');
  return row;
}

export async function insertInterestFile(
  tx: Transaction,
  values: {
    opportunityId: string;
    companyId: string;
    fileName: string;
    fileType: string;
    bytes: number;
  },
  uploadId: string,
) {
  const [file] = await tx.insert(interestFiles).values(values).returning({ id: interestFiles.id });
  await joinUpload(tx, uploadId, 'interest-file', file!.id);
}

export async function deleteInterestFile(
  tx: Transaction,
  id: string,
  companyId: string,
  fileId: string,
) {
  const rows = await tx
    .delete(interestFiles)
    .where(
      and(
        eq(interestFiles.id, fileId),
        eq(interestFiles.opportunityId, id),
        eq(interestFiles.companyId, companyId),
      ),
    )
    .returning({ name: interestFiles.fileName });
  return rows[0]?.name;
}

export async function insertQuestion(
  tx: Transaction,
  values: { opportunityId: string; companyId: string; askedBy: string; question: string },
) {
  await tx.insert(clarifications).values(values);
}

/** An opportunity's document, without its bytes; undefined when there is none. */
export async function opportunityFile(fileId: string) {
  const db = await database();
  const [row] = await db
    .select({
      opportunityId: opportunityFiles.opportunityId,
      name: opportunityFiles.fileName,
      bytes: opportunityFiles.bytes,
      withdrawnAt: opportunityFiles.withdrawnAt,
    })
    .from(opportunityFiles)
    .where(eq(opportunityFiles.id, fileId));
  return row;
}

/** A file of an expression of interest, without its bytes. */
export async function interestFile(fileId: string) {
  const db = await database();
  const [row] = await db
    .select({
      opportunityId: interestFiles.opportunityId,
      companyId: interestFiles.companyId,
      name: interestFiles.fileName,
      type: interestFiles.fileType,
      bytes: interestFiles.bytes,
    })
    .from(interestFiles)
    .where(eq(interestFiles.id, fileId));
  return row;
}

/** An invitation found by its link's token (hashed), with its opportunity. */
export async function invitationByToken(tokenHash: string) {
  const db = await database();
  const [row] = await db
    .select({
      id: opportunityInvitations.id,
      opportunityId: opportunityInvitations.opportunityId,
      companyId: opportunityInvitations.companyId,
      expiresAt: opportunityInvitations.expiresAt,
      usedAt: opportunityInvitations.usedAt,
    })
    .from(opportunityInvitations)
    .where(eq(opportunityInvitations.tokenHash, tokenHash));
  return row;
}

/** The first time a member of the invited company opened the link, for staff. */
export async function markInvitationOpened(id: string, now = new Date()) {
  const db = await database();
  await db
    .update(opportunityInvitations)
    .set({ usedAt: now })
    .where(and(eq(opportunityInvitations.id, id), isNull(opportunityInvitations.usedAt)));
}

/** What the opportunity alerts match: open opportunities for every verified company. */
export async function alertableOpportunities(now: Date) {
  const db = await database();
  return db
    .select({
      id: opportunities.id,
      title: opportunities.title,
      kind: opportunities.kind,
      trades: opportunities.trades,
      areas: opportunities.areas,
      classes: opportunities.classes,
      closesAt: opportunities.closesAt,
    })
    .from(opportunities)
    .where(
      and(
        isNotNull(opportunities.publishedAt),
        eq(opportunities.visibility, 'verified'),
        gt(opportunities.closesAt, now),
      ),
    );
}

/** Verified companies as the alerts match them (their trades, areas and class), by id. */
export async function verifiedProfiles(ids?: readonly string[]) {
  const db = await database();
  const rows = await db
    .select({
      id: companies.id,
      name: companies.registeredName,
      trades: companies.trades,
      areas: companies.areas,
      supplierClass: companies.supplierClass,
    })
    .from(companies)
    .where(
      and(
        eq(companies.state, 'verified'),
        ids ? (ids.length ? sql`${companies.id} in ${ids}` : sql`false`) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}
