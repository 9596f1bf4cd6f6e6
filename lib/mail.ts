import 'server-only';
import { env } from '@/lib/env';

export type Mail = { to: string; subject: string; text: string; link?: string };

type Transport = { sendMail: (message: Mail & { from: string }) => Promise<unknown> };

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
 * written to the server log instead, so an operator can still pass a reset link on.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const smtp = await getTransport();
  if (!smtp) {
    console.info(
      `[mail] SMTP_URL is not set; not sent. To: ${mail.to}\nSubject: ${mail.subject}\n${mail.text}\n[/mail]`,
    );
    return;
  }
  await smtp.sendMail({ ...mail, from: env().MAIL_FROM });
}
