import * as z from 'zod/mini';
import { startSession } from '@/lib/auth/session';
import { confirmEmail } from '@/lib/community/email-confirmation';
import { assertSameOrigin } from '@/lib/http/origin';
import { HttpError } from '@/lib/http/errors';
import { readFormData } from '@/lib/http/read-form-data';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { seeOther } from '@/lib/http/plain-form';

const INCOMPLETE = 'This confirmation link is incomplete';
const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: INCOMPLETE })
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INCOMPLETE })),
});

/**
 * A POST, never a GET: mail scanners follow links, and must not spend the member's. The
 * confirmation page posts a plain form and gets redirects; JSON callers get JSON.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    const { token } = await readJson(request, confirmEmailSchema, { maxBytes: 1024 });
    const { memberId, profile } = await confirmEmail(token);
    return json({ profile }, { headers: await startSession({ memberId }) });
  }
  const form = await readFormData(request, { maxBytes: 1024 });
  const parsed = confirmEmailSchema.safeParse({ token: form.get('token') });
  try {
    if (!parsed.success) throw new HttpError(400, INCOMPLETE);
    const { memberId } = await confirmEmail(parsed.data.token);
    const cookies = await startSession({ memberId });
    return seeOther('/community', cookies);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return seeOther('/community-confirm?failed=1');
  }
});
