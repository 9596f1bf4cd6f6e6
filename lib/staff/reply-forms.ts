import 'server-only';
import { z } from 'zod';
import { deleteTemplate, saveTemplate } from '@/lib/db/queries/reply-templates';
import { sendReply } from '@/lib/db/queries/replies';
import { replyMail } from '@/lib/enquiries/reply-mail';
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

/**
 * A reply to the visitor from the enquiry's page: sent through the outbox from the company
 * (answers come back to its address), recorded on the enquiry with its author, and the enquiry
 * moves to Replied. The form carries a key made when the page is drawn, so the same post twice
 * (a double click, a retry) is one reply and one mail. A refusal is answered on the page; a
 * reply sent goes back to the enquiry.
 */
export const replyForm = defineStaffForm({
  schema: z.strictObject({
    id,
    body,
    key: z.uuid('The form could not be read. Open the enquiry again and send the reply.'),
    /** The saved reply the box started from, if one was chosen (its id is in the page's address). */
    template: z.optional(z.uuid('No such saved reply.')),
  }),
  keep: ['body', 'key'],
  async work(values, { session, actor }) {
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
    // Started from a saved reply: to the enquiry without it, so the box is not filled with it
    // again (one click must not send it twice). Otherwise answered on the page drawn again,
    // the box emptied: a redirect to the same address would not draw it again.
    if (values.template) return { redirect: `/staff/enquiries/${values.id}#replies` };
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
