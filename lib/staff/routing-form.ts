import 'server-only';
import { z } from 'zod';
import { setRoute } from '@/lib/db/queries/routing';
import { enquiryTypes } from '@/lib/db/schema';
import { parseRecipients } from '@/lib/enquiries/routing';
import { HttpError } from '@/lib/http/errors';
import { singleLine } from '@/lib/validation/characters';
import { defineStaffForm } from './guard';

const list = z.string().max(3000, 'Too long for a list of addresses').check(singleLine('The list'));

/**
 * Where the company's notification of each type of enquiry goes (admins): one list of addresses
 * per type; an empty list goes back to NOTIFY_<TYPE> or the company's address. Each changed type
 * is audited with its old and new list, in the transaction that changes it.
 */
export const routingForm = defineStaffForm({
  role: 'admin',
  schema: z.strictObject(
    Object.fromEntries(enquiryTypes.map((type) => [type, list])) as Record<
      (typeof enquiryTypes)[number],
      typeof list
    >,
  ),
  keep: [...enquiryTypes],
  async work(values, { actor }) {
    const lists = enquiryTypes.map((type) => ({ type, parsed: parseRecipients(values[type]) }));
    const fieldErrors = Object.fromEntries(
      lists.flatMap(({ type, parsed }) => ('error' in parsed ? [[type, [parsed.error]]] : [])),
    );
    if (Object.keys(fieldErrors).length > 0)
      throw new HttpError(422, 'Some lists need attention.', fieldErrors);
    let changed = 0;
    for (const { type, parsed } of lists)
      if ('recipients' in parsed && (await setRoute(actor, type, parsed.recipients))) changed += 1;
    return {
      status: 'done',
      message: changed === 0 ? 'Nothing changed.' : 'Saved. New enquiries notify these addresses.',
      refresh: true,
    };
  },
});
