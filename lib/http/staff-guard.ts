import 'server-only';
import { staffFromRequest, staffSessionFromRequest } from '@/lib/auth/staff-session';
import type { StaffRole } from '@/lib/db/schema';
import { HttpError } from './errors';

/**
 * The staff member behind a route handler's request, or an HttpError whose body names no one:
 * 401 without a staff session, 403 for a session before its second factor or without the role.
 */
export async function requireStaff(request: Request, role: StaffRole = 'staff') {
  const session = await staffFromRequest(request, role);
  if (session)
    return { id: session.staff.id, email: session.staff.email, name: session.staff.name };
  const partial = await staffSessionFromRequest(request);
  throw partial
    ? new HttpError(403, 'Your staff session cannot open this.')
    : new HttpError(401, 'Sign in as staff first.');
}
