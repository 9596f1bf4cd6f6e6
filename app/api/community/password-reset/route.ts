import { RESET_REQUESTED, requestPasswordReset } from '@/lib/community/password-reset';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { passwordResetRequestSchema } from '@/lib/validation/password-reset';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { email } = await readJson(request, passwordResetRequestSchema, { maxBytes: 1024 });
  await requestPasswordReset(email, clientAddress(request));
  return json({ message: RESET_REQUESTED }, { status: 202 });
});
