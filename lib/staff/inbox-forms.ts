import 'server-only';
import { z } from 'zod';
import { eraseEmail } from '@/lib/db/queries/erasure';
import { addNote, assign, changeStatus, type ChangeOutcome } from '@/lib/db/queries/inbox-changes';
import type { FormOutcome } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { wakeMailWorker } from '@/lib/mail-worker';
import {
  erasedQuery,
  erasureRequest,
  newNote,
  staffStatuses,
  staffStatusLabel,
} from '@/lib/validation/staff-inbox';
import { defineStaffForm } from './guard';

/**
 * The forms of the inbox and of erasure (defineStaffForm checks the session first). Each makes
 * its change with its audit entry in one transaction; the enquiry's page is drawn again around the answer,
 * so every part of it shows the change; a refusal is answered on the page with what was typed.
 */

const id = z.uuid('No such enquiry.');

/**
 * The answer to a status change or an assignment: done, with the page drawn again; or refused,
 * and if the member withdrew it meanwhile, the page is drawn again so it shows the forms closed.
 */
function answer(outcome: ChangeOutcome, done: string): FormOutcome {
  if (outcome === 'missing') {
    throw new HttpError(404, 'No such enquiry, or that colleague’s account is disabled.');
  }
  if (outcome === 'withdrawn') {
    return {
      status: 'refused',
      message: 'The member withdrew this enquiry; it can no longer be changed.',
      refresh: true,
    };
  }
  return { status: 'done', message: done, refresh: true };
}

export const statusForm = defineStaffForm({
  schema: z.strictObject({
    id,
    status: z.enum(staffStatuses, 'Choose New, In review, Replied, Closed or Spam'),
  }),
  keep: ['status'],
  async work(values, { actor }) {
    const outcome = await changeStatus(actor, values.id, values.status);
    // Out of Spam, its held mail is back in the outbox: send it now, not at the next poll.
    if (outcome === 'done') wakeMailWorker();
    return answer(outcome, `Status: ${staffStatusLabel[values.status]}.`);
  },
});

export const assignForm = defineStaffForm({
  schema: z.strictObject({
    id,
    assignee: z.union([z.literal(''), z.uuid()], 'Choose a colleague'),
  }),
  keep: ['assignee'],
  async work(values, { actor }) {
    const outcome = await assign(actor, values.id, values.assignee || null);
    return answer(outcome, values.assignee ? 'Assigned.' : 'Assigned to nobody.');
  },
});

export const noteForm = defineStaffForm({
  schema: z.strictObject({ id, ...newNote.shape }),
  keep: ['body'],
  async work(values, { actor }) {
    if (!(await addNote(actor, values.id, values.body))) {
      throw new HttpError(404, 'No such enquiry.');
    }
    // Answered on the page, not by a redirect: the answer empties the box (a redirect left the
    // note in it, one click from being added twice) and the page is drawn again with the note.
    return { status: 'done', message: 'Note added.', refresh: true };
  },
});

/**
 * Erasure cannot be undone: admins only, after the confirmation box is ticked. The answer goes to
 * the erase page without the address (what went, counted): drawn again at the address, the page
 * would look it up once more and write it back into the audit log.
 */
export const eraseForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject({
    ...erasureRequest.shape,
    confirm: z.literal('yes', 'Tick the box to confirm the erasure'),
  }),
  keep: [],
  async work({ email }, { actor }) {
    const gone = await eraseEmail(actor, email);
    return { redirect: `/staff/erase?${erasedQuery(gone)}` };
  },
});

/** What the inbox's bulk form may do to the ticked enquiries. */
export const bulkActions = ['spam', 'closed', 'assign'] as const;
const BULK_MAX = 100;

/**
 * Bulk changes from the inbox: mark as spam, close, or assign the ticked enquiries. Each is made
 * through the same code as a single change (changeStatus, assign), so each is audited on its own
 * and a withdrawn enquiry is left as it is; the answer counts what changed and what did not.
 */
export const bulkForm = defineStaffForm({
  schema: z.strictObject({
    ids: z
      .array(z.uuid('No such enquiry.'))
      .min(1, 'Tick at least one enquiry in the list')
      .max(BULK_MAX, `At most ${BULK_MAX} at a time`),
    action: z.enum(bulkActions, 'Choose what to do with them'),
    assignee: z.union([z.literal(''), z.uuid()], 'Choose a colleague').optional(),
  }),
  keep: ['action', 'assignee'],
  // The ticked boxes share one name; every other field is read once, as on every form.
  read: (fields, form) => ({ ...fields, ids: form.getAll('ids') }),
  async work({ ids, action, assignee }, { actor }) {
    const counts = { done: 0, missing: 0, withdrawn: 0 };
    for (const id of new Set(ids)) {
      const outcome =
        action === 'assign'
          ? await assign(actor, id, assignee || null)
          : await changeStatus(actor, id, action);
      counts[outcome] += 1;
    }
    const notes = [
      counts.withdrawn && `${counts.withdrawn} withdrawn by the member, left as they are`,
      counts.missing &&
        `${counts.missing} not found${action === 'assign' ? ' (or that colleague’s account is disabled)' : ''}`,
    ].filter(Boolean);
    return {
      status: 'done',
      message: `${counts.done} changed${notes.length ? `; ${notes.join('; ')}` : ''}.`,
      refresh: true,
    };
  },
});
