import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/** `link` repeats the one link a mail asks its reader to follow, so an operator can find it. */
export type Mail = { to: string; subject: string; text: string; link?: string };

type Transport = { sendMail: (message: Omit<Mail, 'link'> & { from: string }) => Promise<unknown> };

let transport: Promise<Transport | null> | undefined;

function getTransport(): Promise<Transport | null> {
  transport ??= (async () => {
    const { SMTP_URL } = env();
    if (!SMTP_URL) return null;
    const nodemailer = await import('nodemailer');
    return nodemailer.createTransport(SMTP_URL);
  })();
  return transport;
}

/**
 * Sends over SMTP_URL when it is set. Without SMTP (a fresh install, the tests) the message is
 * written to the server log instead, as one entry with `mail: true` and its fields, so an
 * operator can still pass a reset link on (README: "Mail without SMTP").
 */
export async function sendMail({ link, ...mail }: Mail): Promise<void> {
  const smtp = await getTransport();
  if (!smtp) {
    log.info({ mail: true, ...mail, link }, 'SMTP_URL is not set; mail not sent');
    return;
  }
  await smtp.sendMail({ ...mail, from: env().MAIL_FROM });
}
