import { clearedStaffCookie, staffSessionFromRequest } from '@/lib/auth/staff-session';
import { deleteStaffSessionById } from '@/lib/db/queries/staff-sessions';
import { assertSameOrigin } from '@/lib/http/origin';
import { route } from '@/lib/http/route';
import { seeOther } from '@/lib/staff/form-answer';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const session = await staffSessionFromRequest(request);
  if (session) await deleteStaffSessionById(session.id);
  return seeOther('/staff/sign-in', [clearedStaffCookie()]);
});
