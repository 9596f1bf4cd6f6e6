import { changePassword, memberSession } from '@/lib/community/account';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { changePasswordSchema } from '@/lib/validation/account';

/** A signed-in member's new password: the current one first; other devices are signed out. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const values = await readJson(request, changePasswordSchema, { maxBytes: 4 * 1024 });
  const session = await memberSession(request);
  await changePassword(session, values, clientAddress(request));
  return json({
    message: 'Your password has been changed. Your other devices have been signed out.',
  });
});
