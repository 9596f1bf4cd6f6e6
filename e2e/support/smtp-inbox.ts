/**
 * A real SMTP server for a browser test's own site server (SMTP_URL): every mail the site sends
 * arrives here, headers unfolded, so a test can read what a person's inbox would hold.
 */
import { expect } from '@playwright/test';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The bytes a quoted-printable text stands for, read as UTF-8. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = Buffer.from(text.replace(/=\r?\n/g, ''), 'utf8');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.subarray(i + 1, i + 3).toString('latin1');
    if (source[i] === 0x3d && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(source[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

export type ReceivedMail = { to: string[]; subject: string; text: string };

export async function smtpInbox() {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Folded header lines joined; a quoted-printable body decoded (=3D is "=", and so on).
        const split = raw.search(/\r?\n\r?\n/);
        const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
        const rest = raw.slice(split);
        const body = /^Content-Transfer-Encoding: quoted-printable/im.test(head)
          ? quotedPrintable(rest)
          : rest;
        const text = `${head}${body}`;
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
          text,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    /** The newest link to `path` in a mail to `address`, waited for. */
    async linkTo(address: string, path: string): Promise<string> {
      const pattern = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`);
      let link: string | undefined;
      await expect
        .poll(
          () =>
            (link = to(address)
              .map((mail) => pattern.exec(mail.text)?.[0])
              .filter(Boolean)
              .at(-1)),
          {
            message: `a ${path} link mailed to ${address}`,
            timeout: 15_000,
          },
        )
        .toBeDefined();
      return link!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
