import { z } from 'zod';
import {
  clearedSessionCookies,
  endAllSessions,
  endSession,
  sessionFromRequest,
} from '@/lib/auth/session';
import { assertSameOrigin } from '@/lib/http/origin';
import { readJson } from '@/lib/http/read-json';
import { json, route } from '@/lib/http/route';

const logoutSchema = z.strictObject({ everywhere: z.boolean().default(false) });

/** Signs out this browser, or with { everywhere: true } every session of the member. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const { everywhere } = await readJson(request, logoutSchema, { maxBytes: 1024 });
  const session = await sessionFromRequest(request);
  if (everywhere && session?.memberId) await endAllSessions(session.memberId);
  else await endSession(request);
  return json({ ok: true }, { headers: clearedSessionCookies() });
});
