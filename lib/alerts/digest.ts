import 'server-only';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  catalogue,
  dueAlerts,
  queueDigests,
  recordCatalogue,
  type Digest,
} from '@/lib/db/queries/alert-digests';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { wakeMailWorker } from '@/lib/mail-worker';
import { repeatInProcess } from '@/lib/repeat';
import { describeCriteria, newsWord, storedCriteria } from './criteria';
import { matches, publishedItems, verifiedProfiles, type CatalogueItem } from './matching';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_ID = '00000000-0000-0000-0000-000000000000';

export type DigestRun = { alerts: number; mailed: number };

/**
 * The alert sender: records what is published now (what it has not seen before is news from
 * this moment), then mails each live alert the news it matches that it has not been told of, in
 * one digest at most once a day, through the outbox. Alerts are read `batch` at a time with a
 * turn of the event loop between each read, match and write: the embedded database answers in
 * the main thread, so without these turns the site's requests would wait for the whole run.
 * `items` is what is published (the content's jobs and listings; a benchmark brings its own).
 */
export async function sendAlertDigests({
  now = new Date(),
  items: given,
  batch = 200,
}: { now?: Date; items?: CatalogueItem[]; batch?: number } = {}): Promise<DigestRun> {
  const items = given ?? (await publishedItems(now));
  await recordCatalogue(
    items.map((item) => item.key),
    now,
  );
  const seen = await catalogue();
  const fresh = items
    .map((item) => ({ item, firstSeen: seen.get(item.key)?.getTime() ?? now.getTime() }))
    .sort((a, b) => a.firstSeen - b.firstSeen);
  const run: DigestRun = { alerts: 0, mailed: 0 };
  if (fresh.length === 0) return run;
  const profiles = fresh.some(({ item }) => item.kind === 'opportunities')
    ? await verifiedProfiles()
    : undefined;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const newest = new Date(fresh.at(-1)!.firstSeen);
  let afterId = NO_ID;
  for (;;) {
    const due = await dueAlerts(afterId, { dayAgo, newest }, batch);
    if (due.length === 0) break;
    await yieldToRequests();
    afterId = due.at(-1)!.id;
    const digests: Digest[] = [];
    for (const alert of due) {
      const through = alert.digestThrough!.getTime();
      const criteria = storedCriteria(alert.kind, alert.criteria);
      const news = fresh.filter(
        ({ item, firstSeen }) => firstSeen > through && matches(item, criteria, profiles),
      );
      if (news.length === 0) continue;
      const kind = newsWord[alert.kind];
      digests.push({
        alertId: alert.id,
        to: alert.email,
        subject: `New ${kind} for your alert: ${describeCriteria(criteria)}`.slice(0, 150),
        items: news.map(({ item }) => item.key),
      });
    }
    run.alerts += due.length;
    await yieldToRequests();
    run.mailed += await queueDigests(digests, now, dayAgo);
    await yieldToRequests();
  }
  if (run.mailed > 0) wakeMailWorker();
  return run;
}

/** Started once by the server (instrumentation.ts): now, then every ALERT_SWEEP_SECONDS. */
export function startAlertSender(): void {
  repeatInProcess(
    'alerts',
    env().ALERT_SWEEP_SECONDS * 1000,
    async () => log.info(await sendAlertDigests(), 'alert sender ran'),
    'alert sender failed; it tries again on its next round',
  );
}
