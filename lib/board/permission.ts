import type { Staff } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/errors';

/**
 * Who publishes to suppliers: admins always; other staff once an admin gives them the permission
 * (/staff/opportunities). Every staff member may read the opportunities and their answers.
 */
export const mayPublish = (staff: Pick<Staff, 'role' | 'canPublish'>) =>
  staff.role === 'admin' || staff.canPublish;

export const NOT_A_PUBLISHER =
  'Publishing to suppliers needs the permission an admin gives: ask an admin for it.';

export function requirePublisher(staff: Pick<Staff, 'role' | 'canPublish'>): void {
  if (!mayPublish(staff)) throw new HttpError(403, NOT_A_PUBLISHER);
}
