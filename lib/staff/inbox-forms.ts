import 'server-only';
import { z } from 'zod';
import { eraseEmail } from '@/lib/db/queries/erasure';
import { addNote, assign, changeStatus, type ChangeOutcome } from '@/lib/db/queries/inbox-changes';
import { defineForm } from '@/lib/forms/core';
import { HttpError } from '@/lib/http/errors';
import { erasureRequest, newNote, staffStatuses } from '@/lib/validation/staff-inbox';
import { actorOf, staffMember } from './guard';

/**
 * The forms of the inbox and of erasure. Each re-checks the staff session, makes its change with
 * its audit entry in one transaction, and goes back to the enquiry (a redirect, so the page shows
 * the change); a refusal is answered on the page with what was typed.
 */

const id = z.uuid('No such enquiry.');
const back = (enquiry: string) => ({ redirect: `/staff/enquiries/${enquiry}` });

function refuseUnless(outcome: ChangeOutcome): void {
  if (outcome === 'missing') {
    throw new HttpError(404, 'No such enquiry, or that colleague’s account is disabled.');
  }
  if (outcome === 'withdrawn') {
    throw new HttpError(409, 'The member withdrew this enquiry; it can no longer be changed.');
  }
}

export const statusForm = defineForm({
  schema: z.strictObject({
    id,
    status: z.enum(staffStatuses, 'Choose New, In review, Replied, Closed or Spam'),
  }),
  keep: ['status'],
  async work(values, { cookies }) {
    const session = await staffMember(cookies);
    refuseUnless(await changeStatus(actorOf(session), values.id, values.status));
    return back(values.id);
  },
});

export const assignForm = defineForm({
  schema: z.strictObject({
    id,
    assignee: z.union([z.literal(''), z.uuid()], 'Choose a colleague'),
  }),
  keep: ['assignee'],
  async work(values, { cookies }) {
    const session = await staffMember(cookies);
    refuseUnless(await assign(actorOf(session), values.id, values.assignee || null));
    return back(values.id);
  },
});

export const noteForm = defineForm({
  schema: z.strictObject({ id, ...newNote.shape }),
  keep: ['body'],
  async work(values, { cookies }) {
    const session = await staffMember(cookies);
    if (!(await addNote(actorOf(session), values.id, values.body))) refuseUnless('missing');
    return back(values.id);
  },
});

/** Erasure cannot be undone: admins only, after the confirmation box is ticked. */
export const eraseForm = defineForm({
  schema: z.strictObject({
    ...erasureRequest.shape,
    confirm: z.literal('yes', 'Tick the box to confirm the erasure'),
  }),
  keep: [],
  async work({ email }, { cookies }) {
    const session = await staffMember(cookies, 'admin');
    const gone = await eraseEmail(actorOf(session), email);
    return {
      status: 'done',
      message: `Erased ${gone.enquiries} enquiries (${gone.cvs} with a CV), ${
        gone.member ? 'the member account' : 'no member account'
      } and ${gone.mail} e-mails held about ${email}.`,
    };
  },
});
