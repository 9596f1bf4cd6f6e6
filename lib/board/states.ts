import type { Opportunity } from '@/lib/db/board-schema';
import { lagosTime } from './words';

/** Where an opportunity stands, in staff's words. */
export function opportunityState(
  opportunity: Pick<Opportunity, 'publishedAt' | 'closesAt' | 'outcomesSentAt'>,
  now = new Date(),
): string {
  if (!opportunity.publishedAt) return 'Draft';
  if (opportunity.outcomesSentAt) return 'Outcomes sent';
  if (opportunity.closesAt.getTime() <= now.getTime()) return 'Closed: waiting for the outcomes';
  return `Open until ${lagosTime(opportunity.closesAt)}`;
}
