import { staffSessionFromRequest } from '@/lib/auth/staff-session';
import { markSecondFactor } from '@/lib/db/queries/staff-sessions';
import { HttpError } from '@/lib/http/errors';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { confirmEnrolment } from '@/lib/staff/accounts';
import { backWith, field, seeOther } from '@/lib/staff/form-answer';
import { countCodeAttempt } from '@/lib/staff/sign-in';

/** Confirms the key shown on the enrolment page with a first code; that is the second factor. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const session = await staffSessionFromRequest(request);
  if (!session) return seeOther('/staff/sign-in');
  if (session.staff.totpSecret) return seeOther('/staff/sign-in/code');
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  await countCodeAttempt(session.staff.id);
  const confirmed = await confirmEnrolment(session.staff.id, field(form, 'code')).then(
    () => true,
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 400) return false;
      throw error;
    },
  );
  if (!confirmed) return backWith('/staff/enrol', 'code', { retry: '1' });
  await markSecondFactor(session.id);
  return seeOther('/staff');
});
