import 'server-only';
import { enqueueMail, type OutgoingMail } from '@/lib/db/queries/outbox';
import { wakeMailWorker } from '@/lib/mail-worker';

/**
 * `link` repeats the one link a mail asks its reader to follow, so an operator can find it; a
 * single-use link is made as the mail is sent (lib/mail-links.ts).
 */
export type Mail = Pick<
  OutgoingMail,
  'to' | 'subject' | 'text' | 'link' | 'linkKind' | 'linkTokenId'
>;

/**
 * Puts a mail in the outbox and wakes this process's worker (lib/mail-worker.ts), which sends it
 * over SMTP_URL, or without SMTP writes it to the server log (README: "Mail without SMTP").
 * Resolves once the mail is stored, never waiting for delivery.
 */
export async function sendMail(mail: Mail): Promise<void> {
  await enqueueMail([mail]);
  wakeMailWorker();
}
