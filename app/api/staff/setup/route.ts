import { startStaffSession } from '@/lib/auth/staff-session';
import { HttpError } from '@/lib/http/errors';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { completeSetup } from '@/lib/staff/accounts';
import { backWith, field, seeOther } from '@/lib/staff/form-answer';

/** The set-up link's form: spends the token, sets the password, and goes on to enrolment. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const token = field(form, 'token');
  const password = field(form, 'password');
  if (password.length < 12 || password.length > 128) {
    return backWith('/staff/setup', 'password', { token });
  }
  const staffId = await completeSetup(token, password).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 400) return undefined;
    throw error;
  });
  if (!staffId) return backWith('/staff/setup', 'link');
  return seeOther('/staff/enrol', [await startStaffSession(staffId)]);
});
