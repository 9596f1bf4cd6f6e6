/**
 * A real SMTP server on loopback for tests of mail delivery: it accepts every mail and keeps its
 * recipients and raw text. `close()` stops it (a mail server gone down, or the end of a suite).
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; text: string };

export async function startSmtp() {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, finished) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        finished();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let open = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        if (!open) return resolve();
        open = false;
        server.close(() => resolve());
      }),
  };
}
