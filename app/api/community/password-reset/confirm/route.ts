import { resetPassword } from '@/lib/community/password-reset';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { passwordResetSchema } from '@/lib/validation/password-reset';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { token, password } = await readJson(request, passwordResetSchema, { maxBytes: 2 * 1024 });
  await resetPassword(token, password);
  return json({ message: 'Your password has been changed. Sign in with the new one.' });
});
