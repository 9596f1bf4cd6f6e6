import 'server-only';
import { z } from 'zod';
import { reserveAttachment } from '@/lib/caps';
import type { Opportunity } from '@/lib/db/board-schema';
import { insertNotice } from '@/lib/db/queries/notices';
import {
  allInvitations,
  answerQuestion,
  changeOpportunity,
  createOpportunity,
  insertInvitations,
  insertOpportunityFile,
  interestedPeople,
  invitationOwners,
  lockedQuestion,
  peopleOf,
  setOutcomes,
  setPublisher,
  submittedInterests,
  withdrawOpportunityFile,
  type OpportunityPlan,
  type Staffer,
} from '@/lib/db/queries/opportunities';
import { storeUpload } from '@/lib/db/queries/stored-files';
import { checkUpload } from '@/lib/documents/upload';
import { pick } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { linkEnd, unissuedTokenHash } from '@/lib/mail-links';
import { wakeMailWorker } from '@/lib/mail-worker';
import { defineStaffForm } from '@/lib/staff/guard';
import { multiLine, singleLine } from '@/lib/validation/characters';
import { isOpen } from './access';
import { addendumMail, answerMail, invitationMail, outcomeMail } from './mails';
import {
  changeSchema,
  draftSchema,
  noteSchema,
  OPPORTUNITY_GONE,
  opportunityFieldNames,
  opportunityId,
  opportunityListNames,
  readOpportunity,
  type OpportunityFormValues,
} from './opportunity-fields';
import { staffOpportunityPath } from './paths';
import { requirePublisher } from './permission';
import { areaLabel, kindLabel, lagosTime, listOf, tradeLabel } from './words';

/**
 * The back office's forms for opportunities (/staff/opportunities): drafting, changing (an
 * addendum once published), publishing, documents, invitations, answers, outcomes; who may
 * publish; notices. Each checks the staff session, then the permission to publish, then plans
 * its change from the opportunity as it stands, in one transaction (queries/opportunities.ts).
 */

const HOUR_MS = 3_600_000;
/** An addendum this close to the closing time makes staff choose: more time, or none. */
export const LATE_CHANGE_HOURS = 48;

const refuse = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

const inFuture = (values: Pick<OpportunityFormValues, 'closesAt'>, now: Date) => {
  if (values.closesAt.getTime() <= now.getTime())
    throw refuse('closesAt', 'Expressions of interest must close in the future');
};

const visibilityWords = {
  verified: 'Every verified company',
  invited: 'Invited companies only',
} as const;
const classWords = (classes: readonly string[]) =>
  classes.length ? classes.join(', ') : 'every class';

/** What a change alters, field by field, in words: an addendum's body. */
export function changesOf(
  before: Opportunity,
  after: OpportunityFormValues,
): Record<string, [string, string]> {
  const changes: Record<string, [string, string]> = {};
  const note = (field: string, was: string, now: string) => {
    if (was !== now) changes[field] = [was, now];
  };
  note('Title', before.title, after.title);
  note('Kind', kindLabel[before.kind], kindLabel[after.kind]);
  if (before.description !== after.description)
    changes.Description = ['', 'rewritten: read it on the opportunity’s page'];
  note(
    'Trades',
    listOf(before.trades, tradeLabel, 'none'),
    listOf(after.trades, tradeLabel, 'none'),
  );
  note('Areas', listOf(before.areas, areaLabel, 'none'), listOf(after.areas, areaLabel, 'none'));
  note('Supplier classes', classWords(before.classes), classWords(after.classes));
  note('Who may see it', visibilityWords[before.visibility], visibilityWords[after.visibility]);
  note(
    'Public summary',
    before.publicSummary ? 'shown' : 'not shown',
    after.publicSummary ? 'shown' : 'not shown',
  );
  note('Questions close', lagosTime(before.questionsCloseAt), lagosTime(after.questionsCloseAt));
  note('Expressions of interest close', lagosTime(before.closesAt), lagosTime(after.closesAt));
  return changes;
}

/** A change to a published opportunity: refused once it has closed or its outcomes went. */
function stillChangeable(current: Opportunity, now: Date) {
  if (current.outcomesSentAt)
    throw new HttpError(409, 'The outcomes are sent: this opportunity can no longer change.');
  if (current.publishedAt && !isOpen(current, now))
    throw new HttpError(409, 'This opportunity has closed: it can no longer change.');
}

/** Runs a plan as the staff member, waking the mail worker; a missing opportunity is a 404. */
async function planned<T>(
  id: string,
  actor: Staffer,
  plan: Parameters<typeof changeOpportunity<T>>[2],
): Promise<T> {
  const result = await changeOpportunity(id, actor, plan);
  if (result === undefined) throw new HttpError(404, OPPORTUNITY_GONE);
  wakeMailWorker();
  return result;
}

const addendumOf = (note: string, changes: Record<string, [string, string]>) => ({
  note,
  changes,
  mails: (number: number, recipients: Parameters<typeof addendumMail>[0], after: Opportunity) =>
    addendumMail(recipients, after, { number, note, changes }),
});

export const createOpportunityForm = defineStaffForm({
  schema: draftSchema,
  keep: opportunityFieldNames,
  keepAll: opportunityListNames,
  read: (fields, form) => readOpportunity(fields, form),
  async work(values, { session, actor }) {
    requirePublisher(session.staff);
    inFuture(values, new Date());
    const id = await createOpportunity(values, actor);
    return { redirect: `${staffOpportunityPath(id)}?saved=created` };
  },
});

export const changeOpportunityForm = defineStaffForm({
  schema: changeSchema,
  keep: [...opportunityFieldNames, 'note', 'keepClosing'],
  keepAll: opportunityListNames,
  read: (fields, form) => readOpportunity(fields, form, ['opportunity', 'note', 'keepClosing']),
  async work({ opportunity: id, note, keepClosing, ...values }, { session, actor }) {
    requirePublisher(session.staff);
    const answer = await planned(id, actor, async (current): Promise<OpportunityPlan<string>> => {
      const now = new Date();
      stillChangeable(current, now);
      inFuture(values, now);
      const changes = changesOf(current, values);
      if (Object.keys(changes).length === 0)
        throw new HttpError(422, 'Nothing has changed: change a field first.');
      const audit = [
        { action: 'opportunity-change' as const, detail: { changes: Object.keys(changes) } },
      ];
      if (!current.publishedAt) return { set: values, audit, result: 'saved' };
      const why = noteSchema('companies are told it with the addendum').safeParse(note ?? '');
      if (!why.success) throw refuse('note', why.error.issues[0]!.message);
      if (
        values.closesAt.getTime() - now.getTime() < LATE_CHANGE_HOURS * HOUR_MS &&
        keepClosing !== 'yes'
      )
        throw refuse(
          'closesAt',
          `This addendum lands less than ${LATE_CHANGE_HOURS} hours before expressions of interest close: companies may need more time to answer it. Move the closing time later, or tick “Keep the closing time” to keep it.`,
        );
      return { set: values, addendum: addendumOf(why.data, changes), audit, result: 'addendum' };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=${answer}` };
  },
});

export const publishForm = defineStaffForm({
  schema: z.strictObject({ opportunity: opportunityId }),
  keep: [],
  async work({ opportunity: id }, { session, actor }) {
    requirePublisher(session.staff);
    await planned(id, actor, async (current, tx) => {
      const now = new Date();
      if (current.publishedAt) throw new HttpError(409, 'This opportunity is already published.');
      if (!isOpen(current, now))
        throw new HttpError(
          422,
          'Its closing time has passed: move expressions of interest’s closing time later, then publish.',
        );
      const invited = await invitationOwners(tx, await allInvitations(tx, id));
      if (current.visibility === 'invited' && invited.length === 0)
        throw new HttpError(
          422,
          'It is for invited companies only, and none is invited: invite at least one company first.',
        );
      return {
        set: { publishedAt: now },
        mails: invited.map((entry) =>
          invitationMail(entry.email, entry.companyName, current, entry.invitationId),
        ),
        audit: [{ action: 'opportunity-publish', detail: { companies: invited.length } }],
        result: true,
      };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=published` };
  },
});

export const addFileForm = defineStaffForm({
  schema: z.strictObject({ opportunity: opportunityId, note: z.string().max(2000).optional() }),
  keep: ['note'],
  read: (fields) => pick(fields, ['opportunity', 'note']),
  async work({ opportunity: id, note }, { session, actor, form }) {
    requirePublisher(session.staff);
    const file = await checkUpload(form.get('file'), ['pdf'], 'document');
    if ('error' in file) throw refuse('file', file.error);
    await reserveAttachment(file.bytes);
    const upload = await storeUpload(file.data);
    const answer = await planned(id, actor, async (current, tx) => {
      stillChangeable(current, new Date());
      const published = Boolean(current.publishedAt);
      const why = published
        ? noteSchema('companies are told it with the addendum').safeParse(note ?? '')
        : undefined;
      if (why && !why.success) throw refuse('note', why.error.issues[0]!.message);
      await insertOpportunityFile(
        tx,
        {
          opportunityId: id,
          fileName: file.name,
          bytes: file.bytes,
          addendum: published ? current.addenda + 1 : null,
        },
        upload,
      );
      const audit = [{ action: 'opportunity-file' as const, detail: { file: file.name } }];
      return why?.success
        ? {
            addendum: addendumOf(why.data, { Documents: ['', `${file.name} added`] }),
            audit,
            result: 'addendum',
          }
        : { audit, result: 'file' };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=${answer}#documents` };
  },
});

export const withdrawFileForm = defineStaffForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    file: z.uuid('This document is no longer there'),
    note: z.string().max(2000).optional(),
  }),
  keep: ['note'],
  async work({ opportunity: id, file, note }, { session, actor }) {
    requirePublisher(session.staff);
    const answer = await planned(id, actor, async (current, tx) => {
      stillChangeable(current, new Date());
      const published = Boolean(current.publishedAt);
      const why = published
        ? noteSchema('companies are told it with the addendum').safeParse(note ?? '')
        : undefined;
      if (why && !why.success) throw refuse('note', why.error.issues[0]!.message);
      const name = await withdrawOpportunityFile(tx, id, file);
      if (!name) throw new HttpError(404, 'This document is no longer there.');
      const audit = [
        { action: 'opportunity-file' as const, detail: { file: name, withdrawn: true } },
      ];
      return why?.success
        ? {
            addendum: addendumOf(why.data, { Documents: ['', `${name} withdrawn`] }),
            audit,
            result: 'addendum',
          }
        : { audit, result: 'withdrawn' };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=${answer}#documents` };
  },
});

export const inviteForm = defineStaffForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    companies: z
      .array(z.uuid('Choose companies from the list'), { error: 'Choose at least one company' })
      .min(1, 'Choose at least one company')
      .max(200),
  }),
  keep: [],
  keepAll: ['companies'],
  read: (fields, form) => ({
    opportunity: fields.opportunity,
    companies: form.getAll('companies').filter((value) => typeof value === 'string'),
  }),
  async work({ opportunity: id, companies }, { session, actor }) {
    requirePublisher(session.staff);
    const invited = await planned(id, actor, async (current, tx) => {
      stillChangeable(current, new Date());
      const rows = await insertInvitations(
        tx,
        id,
        [...new Set(companies)],
        unissuedTokenHash,
        linkEnd('opportunity-invitation'),
      );
      return {
        // Published: mailed now; a draft's invitations are mailed when it is published.
        mails: current.publishedAt
          ? rows.map((row) => invitationMail(row.email, row.companyName, current, row.invitationId))
          : [],
        audit: rows.length
          ? [
              {
                action: 'opportunity-invite' as const,
                detail: { companies: rows.map((row) => row.companyName) },
              },
            ]
          : [],
        result: { count: rows.length, published: Boolean(current.publishedAt) },
      };
    });
    if (invited.count === 0)
      throw new HttpError(409, 'Those companies are invited already, or no longer verified.');
    const companiesWord = `${invited.count} ${invited.count === 1 ? 'company' : 'companies'}`;
    return {
      status: 'done',
      message: invited.published
        ? `Invited ${companiesWord}: each is mailed a link of its own now.`
        : `Invited ${companiesWord}: each is mailed a link of its own when you publish.`,
      refresh: true,
    };
  },
});

const answerText = z
  .string({ error: 'Write the answer' })
  .trim()
  .min(1, 'Write the answer')
  .max(4000, 'The answer must be at most 4,000 characters')
  .check(multiLine('The answer'));

export const answerForm = defineStaffForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    question: z.uuid('This question is no longer there'),
    answer: answerText,
  }),
  keep: ['answer'],
  async work({ opportunity: id, question, answer }, { session, actor }) {
    requirePublisher(session.staff);
    await planned(id, actor, async (current, tx) => {
      const asked = await lockedQuestion(tx, id, question);
      if (!asked) throw new HttpError(404, 'This question is no longer there.');
      if (asked.answer) throw new HttpError(409, 'A colleague has answered this question already.');
      await answerQuestion(tx, question, answer, actor.id);
      return {
        mails: answerMail(await interestedPeople(tx, id), current, asked.question, answer),
        audit: [{ action: 'clarification-answer' as const, detail: { question } }],
        result: true,
      };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=answered#questions` };
  },
});

export const outcomesForm = defineStaffForm({
  schema: z.strictObject({
    opportunity: opportunityId,
    shortlisted: z.array(z.uuid('Choose companies from the list')).max(1000),
    confirm: z.literal('yes', 'Tick the box to confirm: the outcomes cannot be taken back'),
  }),
  keep: [],
  keepAll: ['shortlisted'],
  read: (fields, form) => ({
    opportunity: fields.opportunity,
    confirm: fields.confirm,
    shortlisted: form.getAll('shortlisted').filter((value) => typeof value === 'string'),
  }),
  async work({ opportunity: id, shortlisted }, { session, actor }) {
    requirePublisher(session.staff);
    const sent = await planned(id, actor, async (current, tx) => {
      const now = new Date();
      if (!current.publishedAt || isOpen(current, now))
        throw new HttpError(409, 'Outcomes are sent once expressions of interest have closed.');
      if (current.outcomesSentAt) throw new HttpError(409, 'The outcomes were sent already.');
      const submitted = await submittedInterests(tx, id);
      if (submitted.length === 0)
        throw new HttpError(
          422,
          'No company sent an expression of interest: there is no one to tell.',
        );
      const chosen = new Set(shortlisted);
      if ([...chosen].some((companyId) => !submitted.some((row) => row.companyId === companyId)))
        throw new HttpError(422, 'Shortlist only companies that sent an expression of interest.');
      const outcomes = submitted.map((row) => ({
        companyId: row.companyId,
        outcome: chosen.has(row.companyId) ? ('shortlisted' as const) : ('not-selected' as const),
      }));
      await setOutcomes(tx, id, outcomes);
      const people = await peopleOf(
        tx,
        submitted.map((row) => row.companyId),
      );
      const mails = outcomes.flatMap(({ companyId, outcome }) =>
        outcomeMail(
          people.filter((person) => person.companyId === companyId),
          current,
          outcome,
        ),
      );
      const names = (kind: string) =>
        outcomes
          .filter((row) => row.outcome === kind)
          .map((row) => submitted.find((entry) => entry.companyId === row.companyId)!.companyName);
      return {
        set: { outcomesSentAt: now },
        mails,
        audit: [
          {
            action: 'opportunity-outcomes' as const,
            detail: { shortlisted: names('shortlisted'), notSelected: names('not-selected') },
          },
        ],
        result: outcomes.length,
      };
    });
    return { redirect: `${staffOpportunityPath(id)}?saved=outcomes&sent=${sent}#outcomes` };
  },
});

export const publisherForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({
    staff: z.uuid('This colleague is no longer here'),
    allowed: z.enum(['yes', 'no']),
  }),
  keep: [],
  async work({ staff: staffId, allowed }, { actor }) {
    const name = await setPublisher(actor, staffId, allowed === 'yes');
    if (!name) throw new HttpError(404, 'This colleague is no longer here, or is disabled.');
    return {
      status: 'done',
      message:
        allowed === 'yes'
          ? `${name} may now publish opportunities and notices.`
          : `${name} may no longer publish opportunities and notices.`,
      refresh: true,
    };
  },
});

const line = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`)
    .check(singleLine(label));

export const noticeForm = defineStaffForm({
  schema: z
    .strictObject({
      title: line('The title', 160),
      body: z
        .string({ error: 'Write the notice' })
        .trim()
        .min(1, 'Write the notice')
        .max(6000, 'The notice must be at most 6,000 characters')
        .check(multiLine('The notice')),
      pollQuestion: z
        .string()
        .trim()
        .max(300, 'The question must be at most 300 characters')
        .check(singleLine('The question'))
        .optional(),
      pollChoices: z.string().max(2000).check(multiLine('The choices')).optional(),
    })
    .transform((values, context) => {
      const question = values.pollQuestion || null;
      const choices = (values.pollChoices ?? '')
        .split('\n')
        .map((choice) => choice.trim())
        .filter(Boolean);
      if (question && (choices.length < 2 || choices.length > 6))
        context.addIssue({
          code: 'custom',
          path: ['pollChoices'],
          message: 'Give the poll 2 to 6 choices, one a line',
        });
      else if (!question && choices.length)
        context.addIssue({
          code: 'custom',
          path: ['pollQuestion'],
          message: 'Write the poll’s question, or clear its choices',
        });
      if (choices.some((choice) => choice.length > 120))
        context.addIssue({
          code: 'custom',
          path: ['pollChoices'],
          message: 'Each choice must be at most 120 characters',
        });
      return {
        title: values.title,
        body: values.body,
        pollQuestion: question,
        pollChoices: question ? [...new Set(choices)] : null,
      };
    }),
  keep: ['title', 'body', 'pollQuestion', 'pollChoices'],
  async work(values, { session, actor }) {
    requirePublisher(session.staff);
    await insertNotice(actor, values);
    return { redirect: '/staff/notices?saved=posted' };
  },
});
