import { addNote, assign, changeStatus, type ChangeOutcome } from '@/lib/db/queries/inbox-changes';
import { HttpError } from '@/lib/http/errors';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/http/staff-guard';
import { assignment, enquiryId, newNote, statusChange } from '@/lib/validation/staff-inbox';
import { seeOther } from '@/lib/http/plain-form';

type Context = { params: Promise<{ id: string }> };

function fields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
}

function invalid(issues: { message: string }[]): never {
  throw new HttpError(422, issues[0]?.message ?? 'The form is not valid.');
}

/**
 * The enquiry page's forms (status, assignment, note), posted natively: each change is made with
 * its audit entry, then the browser goes back to the enquiry (303).
 */
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const actor = await requireStaff(request);
  const id = enquiryId((await params).id);
  if (!id) throw new HttpError(404, 'No such enquiry.');
  const form = fields(await readFormData(request, { maxBytes: 64 * 1024 }));
  let done: ChangeOutcome;
  if (form.action === 'status') {
    const parsed = statusChange.safeParse(form);
    if (!parsed.success) invalid(parsed.error.issues);
    done = await changeStatus(actor, id, parsed.data.status);
  } else if (form.action === 'assign') {
    const parsed = assignment.safeParse(form);
    if (!parsed.success) invalid(parsed.error.issues);
    done = await assign(actor, id, parsed.data.assignee || null);
  } else if (form.action === 'note') {
    const parsed = newNote.safeParse(form);
    if (!parsed.success) invalid(parsed.error.issues);
    done = (await addNote(actor, id, parsed.data.body)) ? 'done' : 'missing';
  } else {
    throw new HttpError(400, 'Choose what to change.');
  }
  if (done === 'missing') throw new HttpError(404, 'No such enquiry or staff member.');
  if (done === 'withdrawn') {
    throw new HttpError(409, 'The member withdrew this enquiry; it can no longer be changed.');
  }
  return seeOther(`/staff/enquiries/${id}`);
});
