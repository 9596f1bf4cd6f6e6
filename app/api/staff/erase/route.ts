import { eraseEmail } from '@/lib/db/queries/erasure';
import { HttpError } from '@/lib/http/errors';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { requireStaff } from '@/lib/http/staff-guard';
import { erasureRequest } from '@/lib/validation/staff-inbox';
import { seeOther } from '@/lib/http/plain-form';

/** Erases everything held about one address, after the confirmation page; audited. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const actor = await requireStaff(request, 'admin');
  const form = await readFormData(request, { maxBytes: 16 * 1024 });
  const parsed = erasureRequest.safeParse({ email: form.get('email') });
  if (!parsed.success || form.get('confirm') !== 'yes') {
    throw new HttpError(
      422,
      parsed.success ? 'Confirm the erasure.' : 'Enter a valid e-mail address',
    );
  }
  const gone = await eraseEmail(actor, parsed.data.email);
  const summary = new URLSearchParams({
    erased: String(gone.enquiries),
    cvs: String(gone.cvs),
    member: gone.member ? '1' : '0',
    mail: String(gone.mail),
  });
  return seeOther(`/staff/erase?${summary}`);
});
