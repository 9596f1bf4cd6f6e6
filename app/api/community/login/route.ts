import { startSession } from '@/lib/auth/session';
import { signIn } from '@/lib/community/login';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { loginSchema } from '@/lib/validation/login';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const values = await readJson(request, loginSchema, { maxBytes: 4 * 1024 });
  const { memberId, profile, providerAnswer } = await signIn(values, clientAddress(request));
  const cookies = await startSession({ memberId, providerProfile: providerAnswer });
  return json({ profile }, { headers: cookies });
});
