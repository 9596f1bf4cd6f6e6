import 'server-only';
import { enqueueMail } from '@/lib/db/queries/outbox';
import { wakeMailWorker } from '@/lib/mail-worker';

/** `link` repeats the one link a mail asks its reader to follow, so an operator can find it. */
export type Mail = { to: string; subject: string; text: string; link?: string };

/**
 * Puts a mail in the outbox and wakes this process's worker (lib/mail-worker.ts), which sends it
 * over SMTP_URL, or without SMTP writes it to the server log (README: "Mail without SMTP").
 * Resolves once the mail is stored, never waiting for delivery.
 */
export async function sendMail(mail: Mail): Promise<void> {
  await enqueueMail([mail]);
  wakeMailWorker();
}
