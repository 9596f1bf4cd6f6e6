import { startSession } from '@/lib/auth/session';
import { reserveNewAccount } from '@/lib/caps';
import { registerMember } from '@/lib/community/register';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { consume, limits } from '@/lib/rate-limit';
import { registerSchema } from '@/lib/validation/register';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const values = await readJson(request, registerSchema, { maxBytes: 8 * 1024 });
  await consume(limits.registerByAddress(clientAddress(request)));
  await reserveNewAccount();
  const { memberId, profile, providerAnswer } = await registerMember(values);
  const cookie = await startSession({ memberId, providerProfile: providerAnswer });
  return json({ profile }, { status: 201, headers: { 'Set-Cookie': cookie } });
});
