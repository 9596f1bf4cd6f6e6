import 'server-only';
import { log } from '@/lib/log';
import { sendMail, type Mail } from '@/lib/mail';

/**
 * Hands a mail to the background: the answer never waits for delivery (its timing would tell
 * which branch ran), and a failure is logged, never shown to the visitor.
 */
export function queueMail(mail: Mail, what: string): void {
  void sendMail(mail).catch((error: unknown) => log.error({ err: error }, `${what} mail not sent`));
}
