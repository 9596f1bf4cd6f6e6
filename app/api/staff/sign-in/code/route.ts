import { staffSessionFromRequest } from '@/lib/auth/staff-session';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { backWith, field, seeOther, tooManyOr } from '@/lib/staff/form-answer';
import { passSecondFactor } from '@/lib/staff/sign-in';

/** The second step: a TOTP code (each accepted once) or a recovery code (spent). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const session = await staffSessionFromRequest(request);
  if (!session) return seeOther('/staff/sign-in');
  if (!session.staff.totpSecret) return seeOther('/staff/enrol');
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const cookie = await passSecondFactor(session, field(form, 'code'), clientAddress(request)).catch(
    (error: unknown) => tooManyOr(error, '/staff/sign-in/code'),
  );
  if (cookie instanceof Response) return cookie;
  if (cookie === 'wrong') return backWith('/staff/sign-in/code', 'code');
  return seeOther('/staff', [cookie]);
});
