import 'server-only';
import { z } from 'zod';
import { findEnquiry } from '@/lib/db/queries/inbox';
import {
  deleteTemplate,
  findTemplate,
  listTemplates,
  saveTemplate,
} from '@/lib/db/queries/reply-templates';
import { sendReply } from '@/lib/db/queries/replies';
import type { FormOutcome } from '@/lib/forms/core';
import { fillTemplate, replyMail } from '@/lib/enquiries/reply-mail';
import { withSavedReply } from '@/lib/enquiries/reply-draft';
import { HttpError } from '@/lib/http/errors';
import { wakeMailWorker } from '@/lib/mail-worker';
import { multiLine, singleLine } from '@/lib/validation/characters';
import { defineStaffForm } from './guard';

const id = z.uuid('No such enquiry.');
const body = z
  .string()
  .trim()
  .min(1, 'Write the reply')
  .max(10_000, 'A reply must be at most 10,000 characters')
  .check(multiLine('The reply'));

const key = z.uuid('The form could not be read. Open the enquiry again and send the reply.');
const chosen = z.union([z.literal(''), z.uuid('No such saved reply.')]);

/**
 * "Use this reply" without JavaScript: the saved reply joined to what was typed (the browser's
 * script does the same without a post), given back for the box. Nothing is sent.
 */
async function startFromSavedReply(values: { id: string; template: string; body: string }) {
  const [enquiry, template, all] = await Promise.all([
    findEnquiry(values.id),
    findTemplate(values.template),
    listTemplates(),
  ]);
  if (!enquiry) throw new HttpError(404, 'No such enquiry.');
  if (!template)
    throw new HttpError(404, 'No such saved reply.', { template: ['No such saved reply'] });
  const filled = (text: string) => fillTemplate(text, enquiry);
  const { text, message } = withSavedReply(
    values.body,
    { title: template.title, text: filled(template.body) },
    all.map((saved) => filled(saved.body)),
  );
  return {
    status: 'done',
    message,
    values: { body: text, template: values.template },
  } satisfies FormOutcome;
}

/**
 * A reply to the visitor from the enquiry's page: sent through the outbox from the company
 * (answers come back to its address), recorded on the enquiry with its author, and the enquiry
 * moves to Replied. The form carries a key made when the page is drawn, so the same post twice
 * (a double click, a retry) is one reply and one mail. The same form holds the saved replies:
 * "Use this reply" (`use=template`) fills the box and sends nothing. A refusal is answered on the
 * page; a reply sent, on the page drawn again with the box empty.
 */
export const replyForm = defineStaffForm({
  // "Send reply" has no name; "Use this reply" posts use=template.
  read: (fields) => ({ ...fields, use: fields.use ?? 'send' }),
  schema: z.discriminatedUnion('use', [
    z.strictObject({ use: z.literal('send'), id, body, key, template: z.optional(chosen) }),
    z.strictObject({
      use: z.literal('template'),
      id,
      key,
      template: z.uuid('Choose a saved reply'),
      body: z.string().max(10_000, 'A reply must be at most 10,000 characters'),
    }),
  ]),
  keep: ['body', 'template'],
  async work(values, { session, actor }) {
    if (values.use === 'template') return startFromSavedReply(values);
    const author = { ...actor, name: session.staff.name };
    const outcome = await sendReply(
      author,
      { enquiryId: values.id, body: values.body, submissionKey: values.key },
      (enquiry) => replyMail(enquiry, values.body, session.staff.name),
    );
    if (outcome === 'missing') throw new HttpError(404, 'No such enquiry.');
    if (outcome === 'no-address')
      throw new HttpError(409, 'This enquiry has no e-mail address to reply to.');
    if (outcome === 'spam')
      return {
        status: 'refused',
        message:
          'This enquiry is held as suspected spam: choose “Not spam” (or move it to New or In review) before replying.',
        refresh: true,
      };
    if (outcome === 'withdrawn')
      return {
        status: 'refused',
        message: 'The member withdrew this enquiry; no reply can be sent.',
        refresh: true,
      };
    wakeMailWorker();
    // Answered on the page drawn again, the box emptied (one click must not send it twice).
    return {
      status: 'done',
      message: 'Reply sent; it shows under Replies with its delivery.',
      refresh: true,
    };
  },
});

const title = z
  .string()
  .trim()
  .min(1, 'Give it a title')
  .max(120, 'A title must be at most 120 characters')
  .check(singleLine('The title'));
const templateBody = z
  .string()
  .trim()
  .min(1, 'Write the reply')
  .max(10_000, 'A saved reply must be at most 10,000 characters')
  .check(multiLine('The saved reply'));

/** A saved reply, new (no id) or changed (admins). Titles are unique. */
export const templateForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({
    id: z.union([z.literal(''), z.uuid()], 'No such saved reply.'),
    title,
    body: templateBody,
  }),
  keep: ['title', 'body'],
  async work(values, { actor }) {
    const outcome = await saveTemplate(actor, { ...values, id: values.id || undefined });
    if (outcome === 'title-taken')
      throw new HttpError(409, 'Another saved reply has this title.', {
        title: ['Another saved reply has this title'],
      });
    if (outcome === 'missing') throw new HttpError(404, 'No such saved reply.');
    return { status: 'done', message: `Saved “${values.title}”.`, refresh: true };
  },
});

export const deleteTemplateForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({ id: z.uuid('No such saved reply.') }),
  keep: [],
  async work(values, { actor }) {
    if (!(await deleteTemplate(actor, values.id))) throw new HttpError(404, 'No such saved reply.');
    return { status: 'done', message: 'Deleted.', refresh: true };
  },
});
