/**
 * A real SMTP server on loopback for tests of mail delivery (jest and the browser tests): it
 * accepts every mail and keeps its recipients and its text as a person's inbox shows it (header
 * lines unfolded, a quoted-printable body decoded). `defer` answers chosen recipients with 451,
 * as greylisting or an outage does, until it is changed; `close()` stops it.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; subject: string; text: string };

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

/** A raw message as its reader sees it. */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const rest = raw.slice(split);
  return /^Content-Transfer-Encoding: quoted-printable/im.test(head)
    ? `${head}${quotedPrintable(rest)}`
    : `${head}${rest}`;
}

export async function startSmtp(options: { defer?: (address: string) => boolean } = {}) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const received: Received[] = [];
  const control = { defer: options.defer ?? (() => false) };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (!control.defer(address.address.toLowerCase())) return done();
      done(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, finished) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const text = readable(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
          text,
        });
        finished();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let open = true;
  const to = (address: string) =>
    received.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    /** The newest link to `path` with a token in a mail to `address`, if one has arrived. */
    linkTo(address: string, path: string): string | undefined {
      const pattern = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`);
      return to(address)
        .map((mail) => pattern.exec(mail.text)?.[0])
        .filter(Boolean)
        .at(-1);
    },
    /** Which recipients are answered 451 from now on. */
    defer(rule: (address: string) => boolean) {
      control.defer = rule;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        open = false;
        server.close(() => resolve());
      }),
  };
}
