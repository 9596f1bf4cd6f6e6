import { startSession } from '@/lib/auth/session';
import { signIn } from '@/lib/community/login';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, formField, readValues, seeOther } from '@/lib/http/plain-form';
import { json, route } from '@/lib/http/route';
import { safeNextPath } from '@/lib/safe-next';
import { loginSchema } from '@/lib/validation/login';

const MAX_BYTES = 4 * 1024;
const nextOf = (form?: FormData) => safeNextPath(formField(form, 'next'));

/** Signs in; the page's form, sent without JavaScript, is redirected to where it was going. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const back = (form?: FormData) =>
    `/community-login?${new URLSearchParams({ next: nextOf(form) })}`;
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const values = await readValues(request, form, loginSchema, {
      maxBytes: MAX_BYTES,
      fields: ['email', 'password'],
    });
    const { memberId, profile, providerAnswer } = await signIn(values, clientAddress(request));
    const cookies = await startSession({ memberId, providerProfile: providerAnswer });
    if (form) return seeOther(nextOf(form), cookies);
    return json({ profile }, { headers: cookies });
  });
});
