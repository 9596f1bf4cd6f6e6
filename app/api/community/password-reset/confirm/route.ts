import { resetPassword } from '@/lib/community/password-reset';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, formField, readValues, seeOther } from '@/lib/http/plain-form';
import { json, route } from '@/lib/http/route';
import { passwordResetSchema } from '@/lib/validation/password-reset';

const MAX_BYTES = 2 * 1024;

export const POST = route(async (request) => {
  assertSameOrigin(request);
  // Back to the same link's form: the token goes back where it came from, the address.
  const back = (form?: FormData) =>
    `/community-reset-password?${new URLSearchParams({ token: formField(form, 'token') })}`;
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const { token, password } = await readValues(request, form, passwordResetSchema, {
      maxBytes: MAX_BYTES,
      fields: ['token', 'password', 'confirmPassword'],
    });
    await resetPassword(token, password);
    if (form) return seeOther('/community-login?reset=1');
    return json({ message: 'Your password has been changed. Sign in with the new one.' });
  });
});
