import { clearedSessionCookies } from '@/lib/auth/session';
import { deleteAccount, memberSession } from '@/lib/community/account';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { deleteAccountSchema } from '@/lib/validation/account';

/** Deletes the signed-in member's account and everything they sent, once the password is given. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { currentPassword } = await readJson(request, deleteAccountSchema, { maxBytes: 2 * 1024 });
  const session = await memberSession(request);
  await deleteAccount(session, currentPassword, clientAddress(request));
  return json({ ok: true }, { headers: clearedSessionCookies() });
});
