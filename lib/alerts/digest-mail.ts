import 'server-only';
import { findAlert } from '@/lib/db/queries/alerts';
import type { OutboxMessage } from '@/lib/db/schema';
import { jobLocationLabel } from '@/lib/jobs/job-display';
import { canadianDollars } from '@/lib/money';
import { absoluteUrl } from '@/lib/site';
import { kindLabel, lagosTime } from '@/lib/board/words';
import { opportunityPath } from '@/lib/board/paths';
import { describeCriteria, newsWord, storedCriteria } from './criteria';
import { publishedItems, verifiedProfiles, type CatalogueItem } from './matching';
import { stopLinks } from './stop-links';

export type ReadyDigest = { text: string; link: string; headers: Record<string, string> };

function line(item: CatalogueItem): string[] {
  if (item.kind === 'opportunities') {
    const { opportunity } = item;
    return [
      `- ${opportunity.title} (${kindLabel[opportunity.kind]}), closes ${lagosTime(opportunity.closesAt)}`,
      `  ${absoluteUrl(opportunityPath(opportunity.id))}`,
    ];
  }
  if (item.kind === 'jobs') {
    const { job } = item;
    return [
      `- ${job.title}, ${job.employer.name}, ${jobLocationLabel(job)}`,
      `  ${absoluteUrl(`/job-detail-page/${job.slug}`)}`,
    ];
  }
  const { business } = item;
  return [
    `- ${business.title}, ${business.location}, ${business.province}: ${canadianDollars(business.price)}`,
    `  ${absoluteUrl(`/business-details-page/${business.id}`)}`,
  ];
}

/**
 * An alert's digest as it is sent, not as it was queued: only what is still published (a job
 * that closed meanwhile is left out), with its stop links made now from the server's key. Null
 * when there is nothing left to tell, or the alert has been stopped.
 */
export async function readyDigest(
  message: Pick<OutboxMessage, 'alertId' | 'alertItems'>,
  now = new Date(),
): Promise<ReadyDigest | null> {
  const alert = message.alertId ? await findAlert(message.alertId) : undefined;
  if (!alert?.usedAt) return null;
  // An opportunity alert speaks for a company: quiet once it is no longer verified.
  const criteria = storedCriteria(alert.kind, alert.criteria);
  if (
    criteria.kind === 'opportunities' &&
    !(await verifiedProfiles([criteria.opportunities.company])).size
  )
    return null;
  const published = new Map((await publishedItems(now)).map((item) => [item.key, item]));
  const items = (message.alertItems ?? []).flatMap((key) => published.get(key) ?? []);
  if (items.length === 0) return null;
  const stop = stopLinks(alert.id);
  const text = [
    'Hello,',
    '',
    `New ${newsWord[alert.kind]} like the alert you asked for (${describeCriteria(criteria)}):`,
    '',
    ...items.flatMap(line),
    '',
    'You get at most one of these e-mails a day, and only when something new matches.',
    `Stop this alert with one click: ${stop.page}`,
    `Members see and change their alerts in the members area: ${absoluteUrl('/community#alerts')}`,
  ].join('\n');
  return {
    text,
    link: stop.page,
    headers: {
      'List-Unsubscribe': `<${stop.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
