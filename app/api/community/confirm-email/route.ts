import * as z from 'zod/mini';
import { startSession } from '@/lib/auth/session';
import { confirmEmail } from '@/lib/community/email-confirmation';
import { clientAddress } from '@/lib/http/client-address';
import { assertSameOrigin } from '@/lib/http/origin';
import { HttpError } from '@/lib/http/errors';
import { readFormData } from '@/lib/http/read-form-data';
import { checked, readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';
import { seeOther } from '@/lib/http/plain-form';

const INCOMPLETE = 'This confirmation link is incomplete';
const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: INCOMPLETE })
    .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INCOMPLETE })),
  password: z
    .string({ error: 'Enter your password' })
    .check(
      z.minLength(1, { error: 'Enter your password' }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    ),
});

/**
 * A POST, never a GET: mail scanners follow links, and must not spend the member's. It carries
 * the password chosen at registration (lib/community/email-confirmation.ts says why). The
 * confirmation page posts a plain form and gets redirects; JSON callers get JSON.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const address = clientAddress(request);
  if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    const { token, password } = await readJson(request, confirmEmailSchema, { maxBytes: 2048 });
    const { memberId, profile } = await confirmEmail(token, password, address);
    return json({ profile }, { headers: await startSession({ memberId }) });
  }
  const form = await readFormData(request, { maxBytes: 2048 });
  const token = typeof form.get('token') === 'string' ? String(form.get('token')) : '';
  try {
    const values = checked(confirmEmailSchema, { token, password: form.get('password') });
    const { memberId } = await confirmEmail(values.token, values.password, address);
    return seeOther('/community', await startSession({ memberId }));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    // A wrong password or too many tries goes back to the same link's form; a dead link does not.
    if (error.status === 422 && error.fieldErrors?.password && !error.fieldErrors.token) {
      return seeOther(`/community-confirm?${new URLSearchParams({ token, failed: 'password' })}`);
    }
    if (error.status === 429) {
      return seeOther(`/community-confirm?${new URLSearchParams({ token, failed: 'too-many' })}`);
    }
    return seeOther('/community-confirm?failed=1');
  }
});
