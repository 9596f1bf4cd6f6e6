import 'server-only';
import { publishedOpportunity } from '@/lib/db/queries/board';
import { isUuid } from '@/lib/alerts/stop-links';
import { isOpen } from './access';

/**
 * An opportunity's public summary, while it is open: only what staff chose to show anyone
 * (title, kind, trades, areas, closing time). Undefined for anything else, drafts included.
 */
export async function publicOpportunity(id: string, now = new Date()) {
  if (!isUuid(id)) return undefined;
  const found = await publishedOpportunity(id);
  const opportunity = found?.opportunity;
  if (!opportunity?.publicSummary || !isOpen(opportunity, now)) return undefined;
  const { title, kind, trades, areas, closesAt } = opportunity;
  return { id, title, kind, trades, areas, closesAt };
}
