import { staffSessionFromRequest } from '@/lib/auth/staff-session';
import { markSecondFactor } from '@/lib/db/queries/staff-sessions';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { checkSecondFactor } from '@/lib/staff/accounts';
import { backWith, field, seeOther, tooManyOr } from '@/lib/staff/form-answer';
import { countCodeAttempt, forgetCodeAttempts } from '@/lib/staff/sign-in';

/** The second step: a TOTP code (each accepted once) or a recovery code (spent). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const session = await staffSessionFromRequest(request);
  if (!session) return seeOther('/staff/sign-in');
  if (!session.staff.totpSecret) return seeOther('/staff/enrol');
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const limited = await countCodeAttempt(session.staff.id).catch((error: unknown) =>
    tooManyOr(error, '/staff/sign-in/code'),
  );
  if (limited) return limited;
  if (!(await checkSecondFactor(session.staff.id, field(form, 'code')))) {
    return backWith('/staff/sign-in/code', 'code');
  }
  await forgetCodeAttempts(session.staff.id);
  await markSecondFactor(session.id);
  return seeOther('/staff');
});
