import * as z from 'zod/mini';
import { startSession } from '@/lib/auth/session';
import { confirmEmail } from '@/lib/community/email-confirmation';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';

const INCOMPLETE = 'This confirmation link is incomplete';
const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: INCOMPLETE })
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INCOMPLETE })),
});

/** A POST, never a GET: mail scanners follow links, and must not spend the member's. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { token } = await readJson(request, confirmEmailSchema, { maxBytes: 1024 });
  const { memberId, profile } = await confirmEmail(token);
  const cookies = await startSession({ memberId });
  return json({ profile }, { headers: cookies });
});
