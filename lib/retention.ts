import 'server-only';
import { eraseEnquiriesBefore, type RetentionRun } from '@/lib/db/queries/housekeeping';
import { purgeUnconfirmedAlerts } from '@/lib/db/queries/alerts';
import { recordAudit } from '@/lib/db/queries/audit';
import {
  purgeStaleSupplierData,
  purgeUndecidedIdentityImages,
} from '@/lib/db/queries/supplier-files';
import { pruneSentMail } from '@/lib/db/queries/outbox';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { repeatInProcess } from '@/lib/repeat';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** An alert whose address has not confirmed it in this many days is deleted (its link lasts 2). */
export const UNCONFIRMED_ALERT_DAYS = 3;

/** Identity images nobody decided on are deleted after this many days. */
export const IDENTITY_IMAGE_DAYS = 30;
/** A company left in draft this long, untouched, is deleted with its documents. */
export const DRAFT_COMPANY_DAYS = 180;
/** The files of rejected documents (and of rejected companies) are deleted this long after. */
export const REJECTED_FILE_DAYS = 30;

export type { RetentionRun };

/** The builders' side's part of retention; recorded in the audit log when it removed anything. */
export async function purgeSupplierData(now = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const identityImages = await purgeUndecidedIdentityImages(ago(IDENTITY_IMAGE_DAYS));
  const { drafts, files } = await purgeStaleSupplierData(
    ago(DRAFT_COMPANY_DAYS),
    ago(REJECTED_FILE_DAYS),
    ago(1),
  );
  const run = { identityImages, drafts, files };
  if (identityImages + drafts + files > 0)
    await recordAudit('automatic', { action: 'erase', subjectType: 'company', detail: run });
  return run;
}

/** Erases enquiries older than ENQUIRY_RETENTION_DAYS, recorded in the audit log. */
export function eraseExpiredEnquiries(now = new Date()): Promise<RetentionRun> {
  return eraseEnquiriesBefore(new Date(now.getTime() - env().ENQUIRY_RETENTION_DAYS * DAY_MS));
}

/**
 * Runs the erasure (and deletes portal mail sent more than MAIL_KEEP_DAYS ago, alerts
 * unconfirmed for UNCONFIRMED_ALERT_DAYS, and the builders' side's data past its time) now and
 * then hourly in this server process. Every
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
      const suppliers = await purgeSupplierData();
      if (suppliers.identityImages + suppliers.drafts + suppliers.files > 0)
        log.info(suppliers, 'retention deleted supplier data past its time');
    },
    'retention run failed',
  );
}
