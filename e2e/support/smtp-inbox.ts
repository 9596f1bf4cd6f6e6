/**
 * A real SMTP server for a browser test's own site server (SMTP_URL): every mail the site sends
 * arrives here (tests/support/smtp.ts), so a test can read what a person's inbox would hold.
 */
import { expect } from '@playwright/test';
import { startSmtp, type Received } from '../../tests/support/smtp';

export type ReceivedMail = Received;

export async function smtpInbox(options: Parameters<typeof startSmtp>[0] = {}) {
  const server = await startSmtp(options);
  return {
    ...server,
    mails: server.received,
    /** The newest link to `path` in a mail to `address`, waited for. */
    async linkTo(address: string, path: string): Promise<string> {
      let link: string | undefined;
      await expect
        .poll(() => (link = server.linkTo(address, path)), {
          message: `a ${path} link mailed to ${address}`,
          timeout: 15_000,
        })
        .toBeDefined();
      return link!;
    },
  };
}
