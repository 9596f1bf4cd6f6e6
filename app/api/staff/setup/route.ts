import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { backWith, field, seeOther, tooManyOr } from '@/lib/staff/form-answer';
import { completeSetup } from '@/lib/staff/sign-in';

/** The set-up link's form: spends the token, sets the password, and goes on to enrolment. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const token = field(form, 'token');
  const password = field(form, 'password');
  if (password.length < 12 || password.length > 128) {
    return backWith('/staff/setup', 'password', { token });
  }
  const cookie = await completeSetup(token, password, clientAddress(request)).catch(
    (error: unknown) => tooManyOr(error, '/staff/setup'),
  );
  if (cookie instanceof Response) return cookie;
  if (cookie === 'link') return backWith('/staff/setup', 'link');
  return seeOther('/staff/enrol', [cookie]);
});
