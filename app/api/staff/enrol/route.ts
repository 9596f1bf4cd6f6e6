import { staffSessionFromRequest } from '@/lib/auth/staff-session';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { backWith, field, seeOther, tooManyOr } from '@/lib/staff/form-answer';
import { confirmEnrolment } from '@/lib/staff/sign-in';

/** Confirms the key shown on the enrolment page with a first code; that is the second factor. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const session = await staffSessionFromRequest(request);
  if (!session) return seeOther('/staff/sign-in');
  if (session.staff.totpSecret) return seeOther('/staff/sign-in/code');
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const cookie = await confirmEnrolment(session, field(form, 'code'), clientAddress(request)).catch(
    (error: unknown) => tooManyOr(error, '/staff/enrol'),
  );
  if (cookie instanceof Response) return cookie;
  if (cookie === 'wrong') return backWith('/staff/enrol', 'code', { retry: '1' });
  return seeOther('/staff', [cookie]);
});
