import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readFormData } from '@/lib/http/read-form-data';
import { route } from '@/lib/http/route';
import { backWith, field, seeOther, tooManyOr } from '@/lib/staff/form-answer';
import { signInWithPassword } from '@/lib/staff/sign-in';

/** The password step: a session that opens only the second step (or enrolment, if none yet). */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const form = await readFormData(request, { maxBytes: 4 * 1024 });
  const step = await signInWithPassword(
    field(form, 'email'),
    field(form, 'password'),
    clientAddress(request),
  ).catch((error: unknown) => tooManyOr(error, '/staff/sign-in'));
  if (step instanceof Response) return step;
  if (step === 'wrong') return backWith('/staff/sign-in', 'wrong');
  return seeOther(step.next, [step.cookie]);
});
