import 'server-only';
import { eraseEnquiriesBefore, type RetentionRun } from '@/lib/db/queries/housekeeping';
import { purgeUnconfirmedAlerts } from '@/lib/db/queries/alerts';
import { pruneSentMail } from '@/lib/db/queries/outbox';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { repeatInProcess } from '@/lib/repeat';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** An alert whose address has not confirmed it in this many days is deleted (its link lasts 2). */
export const UNCONFIRMED_ALERT_DAYS = 3;

export type { RetentionRun };

/** Erases enquiries older than ENQUIRY_RETENTION_DAYS, recorded in the audit log. */
export function eraseExpiredEnquiries(now = new Date()): Promise<RetentionRun> {
  return eraseEnquiriesBefore(new Date(now.getTime() - env().ENQUIRY_RETENTION_DAYS * DAY_MS));
}

/**
 * Runs the erasure (and deletes portal mail sent more than MAIL_KEEP_DAYS ago, and alerts
 * unconfirmed for UNCONFIRMED_ALERT_DAYS) now and then hourly in this server process. Every
 * instance may start it; the erasure's lock keeps runs from overlapping.
 */
export function startRetentionJob(): void {
  repeatInProcess(
    'retention',
    HOUR_MS,
    async () => {
      const run = await eraseExpiredEnquiries();
      if ('count' in run && run.count > 0) log.info(run, 'retention erased old enquiries');
      const mail = await pruneSentMail(new Date(Date.now() - env().MAIL_KEEP_DAYS * DAY_MS));
      if (mail > 0) log.info({ count: mail }, 'retention deleted old sent mail');
      const alerts = await purgeUnconfirmedAlerts(
        new Date(Date.now() - UNCONFIRMED_ALERT_DAYS * DAY_MS),
      );
      if (alerts > 0) log.info({ count: alerts }, 'retention deleted unconfirmed alerts');
    },
    'retention run failed',
  );
}
