import { changePassword, memberSession } from '@/lib/community/account';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, readValues, seeOther } from '@/lib/http/plain-form';
import { json, route } from '@/lib/http/route';
import { changePasswordSchema } from '@/lib/validation/account';

const MAX_BYTES = 4 * 1024;

/** A signed-in member's new password: the current one first; other devices are signed out. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const back = () => '/community?form=password#password';
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const values = await readValues(request, form, changePasswordSchema, {
      maxBytes: MAX_BYTES,
      fields: ['currentPassword', 'password', 'confirmPassword'],
    });
    const session = await memberSession(request);
    await changePassword(session, values, clientAddress(request));
    if (form) return seeOther('/community?password=changed#password');
    return json({
      message: 'Your password has been changed. Your other devices have been signed out.',
    });
  });
});
