import 'server-only';
import { z } from 'zod';
import { subscribe } from '@/lib/alerts/subscriptions';
import { reserveAttachment } from '@/lib/caps';
import {
  currentInterest,
  deleteInterestFile,
  insertInterestFile,
  insertQuestion,
  publishedOpportunity,
  upsertInterest,
  viewerCompany,
  withInterest,
  type ViewerCompany,
} from '@/lib/db/queries/board';
import { findNotice, insertPollAnswer } from '@/lib/db/queries/notices';
import { storeUpload } from '@/lib/db/queries/stored-files';
import type { Transaction } from '@/lib/db/queries/person';
import { checkUpload } from '@/lib/documents/upload';
import { defineForm, pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { consume } from '@/lib/rate-limit';
import { memberCompany } from '@/lib/suppliers/membership';
import { multiLine } from '@/lib/validation/characters';
import { accessOf, isOpen, questionsOpen, whatToDo } from './access';
import { opportunityPath } from './paths';
import { OPPORTUNITY_GONE, opportunityId } from './opportunity-fields';
import { lagosTime } from './words';

/**
 * A company's answers to an opportunity, by a member of it: interest, questions, the expression
 * of interest and its files; and its answer to a notice's poll. Each acts on the poster's own
 * company (from the session, never the post), re-checks in one transaction that the company may
 * take part and that the opportunity is still open by the server's clock, and answers an
 * opportunity it may not see as if there were none.
 */

export const MAX_INTEREST_FILES = 5;

const NOT_FOUND = new HttpError(404, OPPORTUNITY_GONE);

const refuse = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

type Locked = Parameters<Parameters<typeof withInterest>[2]>[1];

/** The company may take part (verified, and the opportunity open to it); else 404 or what to do. */
function takingPart({
  opportunity,
  company,
  invited,
}: Pick<Locked, 'opportunity' | 'invited'> & { company: ViewerCompany }) {
  const access = accessOf(opportunity, { company, member: true, invited });
  if (access === 'none') throw NOT_FOUND;
  if (access === 'summary') throw new HttpError(403, whatToDo({ company, member: true, invited }));
}

/** Runs `work` on the member's company's interest in opportunity `id`, as one transaction. */
async function asCompany<T>(
  cookies: Parameters<typeof memberCompany>[0],
  id: string,
  work: (
    tx: Transaction,
    locked: Locked,
    who: { memberId: string; companyId: string },
  ) => Promise<T>,
): Promise<T> {
  const { member, companyId } = await memberCompany(cookies);
  const done = await withInterest(id, companyId, async (tx, locked) => {
    takingPart(locked);
    return work(tx, locked, { memberId: member.id, companyId });
  });
  if (!done) throw NOT_FOUND;
  return done.result;
}

const closedMessage = (closesAt: Date, what = 'nothing was changed') =>
  `Expressions of interest closed at ${lagosTime(closesAt)}: ${what}.`;

export const interestForm = defineForm({
  schema: z.strictObject({ opportunity: opportunityId, interested: z.enum(['yes', 'no']) }),
  keep: [],
  async work({ opportunity: id, interested }, { cookies }) {
    await asCompany(cookies, id, async (tx, { opportunity }, { companyId }) => {
      if (!isOpen(opportunity)) throw new HttpError(409, closedMessage(opportunity.closesAt));
      const current = await currentInterest(tx, id, companyId);
      if (interested === 'no' && current?.submittedAt)
        throw new HttpError(
          409,
          'Your company has sent an expression of interest, so it stays interested and keeps receiving this opportunity’s news.',
        );
      await upsertInterest(tx, id, companyId, { interested: interested === 'yes' });
    });
    return {
      redirect: `${opportunityPath(id)}?saved=${interested === 'yes' ? 'interested' : 'not-interested'}`,
    };
  },
});

/** Questions a company may ask: enough for a real tender, not a flood for staff to read. */
const questionLimits = (companyId: string) => [
  { action: 'board-questions-hour', subject: companyId, limit: 10, windowSeconds: 3600 },
  { action: 'board-questions-day', subject: companyId, limit: 30, windowSeconds: 24 * 3600 },
];

export const questionForm = defineForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    question: z
      .string({ error: 'Write your question' })
      .trim()
      .min(10, 'Write your question (at least 10 characters)')
      .max(2000, 'The question must be at most 2,000 characters')
      .check(multiLine('The question')),
  }),
  keep: ['question'],
  async work({ opportunity: id, question }, { cookies }) {
    const { companyId } = await memberCompany(cookies);
    for (const bucket of questionLimits(companyId)) await consume(bucket);
    await asCompany(cookies, id, async (tx, { opportunity }, who) => {
      if (!questionsOpen(opportunity))
        throw new HttpError(
          409,
          `Questions closed at ${lagosTime(opportunity.questionsCloseAt)}: yours was not sent.`,
        );
      await insertQuestion(tx, {
        opportunityId: id,
        companyId: who.companyId,
        askedBy: who.memberId,
        question,
      });
    });
    return { redirect: `${opportunityPath(id)}?saved=question#questions` };
  },
});

export const submissionForm = defineForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    statement: z
      .string({ error: 'Write your statement' })
      .trim()
      .min(
        20,
        'Write your statement (at least 20 characters): what the company offers for this work',
      )
      .max(6000, 'The statement must be at most 6,000 characters')
      .check(multiLine('The statement')),
  }),
  keep: ['statement'],
  read: (fields) => pick(fields, ['opportunity', 'statement']),
  async work({ opportunity: id, statement }, { cookies, form }) {
    const { member } = await memberCompany(cookies);
    // Checked before any file is stored (and again, locked, below): a post that cannot be
    // taken stores nothing.
    const company = await viewerCompany(member.id);
    const seen = await publishedOpportunity(id, company?.id);
    if (!seen || !company) throw NOT_FOUND;
    takingPart({ ...seen, company });
    if (!isOpen(seen.opportunity))
      throw new HttpError(409, closedMessage(seen.opportunity.closesAt, 'yours was not sent'));
    const given = form.get('file');
    const upload =
      given instanceof File && given.size > 0
        ? await checkUpload(given, ['pdf', 'jpeg', 'png'], 'expression-of-interest')
        : undefined;
    if (upload && 'error' in upload) throw refuse('file', upload.error);
    if (upload) await reserveAttachment(upload.bytes);
    const stored = upload && (await storeUpload(upload.data));
    await asCompany(cookies, id, async (tx, { opportunity, files }, who) => {
      // The clock is read here, with the locks held: a post at the closing second is in whole
      // or refused whole (a file stored for it is removed with the day's leftovers).
      const now = new Date();
      if (!isOpen(opportunity, now))
        throw new HttpError(409, closedMessage(opportunity.closesAt, 'yours was not sent'));
      if (upload && files >= MAX_INTEREST_FILES)
        throw refuse(
          'file',
          `An expression of interest takes at most ${MAX_INTEREST_FILES} files: remove one first.`,
        );
      await upsertInterest(tx, id, who.companyId, {
        interested: true,
        statement,
        submittedAt: now,
        submittedBy: who.memberId,
        addendaSeen: opportunity.addenda,
      });
      if (upload && stored)
        await insertInterestFile(
          tx,
          {
            opportunityId: id,
            companyId: who.companyId,
            fileName: upload.name,
            fileType: upload.type,
            bytes: upload.bytes,
          },
          stored,
        );
    });
    return { redirect: `${opportunityPath(id)}?saved=submitted#submission` };
  },
});

export const removeFileForm = defineForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    file: z.uuid('This file is no longer there'),
  }),
  keep: [],
  async work({ opportunity: id, file }, { cookies }) {
    await asCompany(cookies, id, async (tx, { opportunity }, { companyId }) => {
      if (!isOpen(opportunity)) throw new HttpError(409, closedMessage(opportunity.closesAt));
      if (!(await deleteInterestFile(tx, id, companyId, file)))
        throw new HttpError(404, 'This file is no longer there.');
    });
    return { redirect: `${opportunityPath(id)}?saved=file-removed#submission` };
  },
});

export const pollForm = defineForm({
  schema: z.strictObject({
    notice: z.uuid('This notice is no longer there'),
    choice: z.string({ error: 'Choose an answer' }).regex(/^\d{1,2}$/, 'Choose an answer'),
  }),
  keep: [],
  async work({ notice: noticeId, choice }, { cookies }) {
    const { member, companyId } = await memberCompany(cookies);
    const notice = await findNotice(noticeId);
    if (!notice?.pollChoices) throw new HttpError(404, 'This poll is no longer there.');
    const index = Number(choice);
    if (index >= notice.pollChoices.length) throw refuse('choice', 'Choose an answer');
    const answered = await insertPollAnswer({
      noticeId,
      companyId,
      choice: index,
      answeredBy: member.id,
    });
    if (!answered) throw new HttpError(409, 'Your company has answered this poll already.');
    return { redirect: '/community?saved=poll#notices' };
  },
});

export const opportunityAlertForm = defineForm({
  schema: z.strictObject({}),
  keep: [],
  async work(_values, { address, cookies }) {
    const { member } = await memberCompany(cookies);
    const company = await viewerCompany(member.id);
    if (company?.state !== 'verified')
      throw new HttpError(
        403,
        'Opportunity alerts are for verified companies: verify yours first.',
      );
    const email = member.email.toLowerCase();
    await subscribe(
      { email, criteria: { kind: 'opportunities', opportunities: { company: company.id } } },
      { address, owner: email },
    );
    return { redirect: '/community/opportunities?saved=alert' };
  },
});
