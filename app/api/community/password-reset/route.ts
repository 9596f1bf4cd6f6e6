import { RESET_REQUESTED, requestPasswordReset } from '@/lib/community/password-reset';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, readValues, seeOther } from '@/lib/http/plain-form';
import { json, route } from '@/lib/http/route';
import { passwordResetRequestSchema } from '@/lib/validation/password-reset';

const MAX_BYTES = 1024;

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const back = () => '/community-reset-password';
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const { email } = await readValues(request, form, passwordResetRequestSchema, {
      maxBytes: MAX_BYTES,
      fields: ['email'],
    });
    await requestPasswordReset(email, clientAddress(request));
    if (form) return seeOther('/community-reset-password?sent=1');
    return json({ message: RESET_REQUESTED }, { status: 202 });
  });
});
