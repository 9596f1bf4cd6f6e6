import { z } from 'zod';
import {
  clearedSessionCookies,
  endAllSessions,
  endSession,
  sessionFromRequest,
} from '@/lib/auth/session';
import { assertSameOrigin } from '@/lib/http/origin';
import { answerPlainForm, formField, seeOther } from '@/lib/http/plain-form';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';

const MAX_BYTES = 1024;
const logoutSchema = z.strictObject({ everywhere: z.boolean().default(false) });

/**
 * Signs out this browser, or with { everywhere: true } every session of the member. The members
 * area's buttons post a plain form (everywhere=1) and land on the login page.
 */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const back = () => '/community';
  return answerPlainForm(request, { maxBytes: MAX_BYTES, back }, async (form) => {
    const everywhere = form
      ? formField(form, 'everywhere') === '1'
      : (await readJson(request, logoutSchema, { maxBytes: MAX_BYTES })).everywhere;
    const session = await sessionFromRequest(request);
    if (everywhere && session?.memberId) await endAllSessions(session.memberId);
    else await endSession(request);
    const cookies = clearedSessionCookies();
    return form ? seeOther('/community-login', cookies) : json({ ok: true }, { headers: cookies });
  });
});
