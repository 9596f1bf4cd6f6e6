import 'server-only';
import { insertMail, type OutgoingMail } from '@/lib/db/queries/outbox';
import { log } from '@/lib/log';
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
 * over SMTP_URL, or without SMTP writes it to the server log (docs/operations.md: "Mail and the server log").
 * Resolves once the mail is stored, never waiting for delivery.
 */
export async function queueMail(mail: Mail): Promise<void> {
  await insertMail([mail]);
  wakeMailWorker();
}

/**
 * The same, not awaited: the answer never waits for it (its timing would tell which branch ran,
 * say whether an address has an account), and a failure is logged, never shown to the visitor.
 */
export function queueMailInBackground(mail: Mail, what: string): void {
  void queueMail(mail).catch((error: unknown) =>
    log.error({ err: error }, `${what} mail not sent`),
  );
}
