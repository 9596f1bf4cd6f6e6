import { clearedSessionCookies } from '@/lib/auth/session';
import { deleteAccount, memberSession } from '@/lib/community/account';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, readValues, seeOther } from '@/lib/http/plain-form';
import { json, route } from '@/lib/http/route';
import { deleteAccountSchema } from '@/lib/validation/account';

const MAX_BYTES = 2 * 1024;

/** Deletes the signed-in member's account and everything they sent, once the password is given. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const back = () => '/community?form=delete#delete';
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const { currentPassword } = await readValues(request, form, deleteAccountSchema, {
      maxBytes: MAX_BYTES,
      fields: ['currentPassword'],
    });
    const session = await memberSession(request);
    await deleteAccount(session, currentPassword, clientAddress(request));
    if (form) return seeOther('/community/goodbye', clearedSessionCookies());
    return json({ ok: true }, { headers: clearedSessionCookies() });
  });
});
