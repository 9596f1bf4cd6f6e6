import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { database } from '../client';
import { notices, pollAnswers, type Notice } from '../board-schema';
import { recordAudit } from './audit';

/**
 * Notices to the community, each with at most one poll, answered once per company: the answer's
 * primary key (notice, company) decides between two members of a company answering at once.
 */

export type { Notice };

export async function insertNotice(
  actor: { id: string; email: string },
  values: Pick<Notice, 'title' | 'body' | 'pollQuestion' | 'pollChoices'>,
): Promise<string> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...values, createdBy: actor.id })
      .returning({ id: notices.id });
    await recordAudit(
      actor,
      {
        action: 'notice',
        subjectType: 'notice',
        subjectId: row!.id,
        detail: { title: values.title, poll: Boolean(values.pollQuestion) },
      },
      tx,
    );
    return row!.id;
  });
}

/** The newest notices, with each poll's answers counted by choice (staff see the results). */
export async function noticesWithResults(limit = 20) {
  const db = await database();
  const rows = await db.select().from(notices).orderBy(desc(notices.createdAt)).limit(limit);
  const counts = await db
    .select({
      noticeId: pollAnswers.noticeId,
      choice: pollAnswers.choice,
      value: sql<number>`count(*)::int`,
    })
    .from(pollAnswers)
    .groupBy(pollAnswers.noticeId, pollAnswers.choice);
  return rows.map((notice) => ({
    ...notice,
    results: (notice.pollChoices ?? []).map(
      (_, index) =>
        counts.find((row) => row.noticeId === notice.id && row.choice === index)?.value ?? 0,
    ),
  }));
}

/** The newest notices as a member reads them, with their company's answer to each poll. */
export async function noticesForMember(companyId: string | undefined, limit = 5) {
  const db = await database();
  const rows = await db
    .select({
      notice: notices,
      answered: companyId
        ? sql<
            number | null
          >`(select a.choice from poll_answers a where a.notice_id = notices.id and a.company_id = ${companyId})`
        : sql<null>`null`,
    })
    .from(notices)
    .orderBy(desc(notices.createdAt))
    .limit(limit);
  return rows.map(({ notice, answered }) => ({ ...notice, answered }));
}

export async function findNotice(id: string) {
  const db = await database();
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}

/** The company's answer, once: false when it had answered already. */
export async function insertPollAnswer(values: {
  noticeId: string;
  companyId: string;
  choice: number;
  answeredBy: string;
}): Promise<boolean> {
  const db = await database();
  const rows = await db
    .insert(pollAnswers)
    .values(values)
    .onConflictDoNothing()
    .returning({ choice: pollAnswers.choice });
  return rows.length > 0;
}

export async function pollAnswerOf(noticeId: string, companyId: string) {
  const db = await database();
  const [row] = await db
    .select({ choice: pollAnswers.choice })
    .from(pollAnswers)
    .where(and(eq(pollAnswers.noticeId, noticeId), eq(pollAnswers.companyId, companyId)));
  return row?.choice;
}
