/**
 * Mail that never blocks and is never lost: an enquiry and its mail are stored together, the
 * answer never waits for SMTP, and the worker delivers each message once when the server works,
 * however it misbehaved before. Real SMTP servers started here (smtp-server), plus a socket that
 * accepts and never answers. PGlite here, PostgreSQL under scripts/with-postgres.sh.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { database } from '@/lib/db/client';
import { hashToken } from '@/lib/auth/tokens';
import { claimDueMail, insertMail, pruneSentMail } from '@/lib/db/queries/outbox';
import { findSetupTokenOwner } from '@/lib/db/queries/staff-credentials';
import { enquiries, outbox } from '@/lib/db/schema';
import { addStaff } from '@/lib/staff/accounts';
import { enquiryForm } from '@/lib/enquiries/form';
import { stopMailWorker, wakeMailWorker } from '@/lib/mail-worker';
import { useTestDatabase } from '../support/database';
import { done, submit } from '../support/forms';

const received: { to: string[]; subject: string; text: string }[] = [];
let port = 0;
let current: { close: (done: () => void) => void } | undefined;
let cleanup: () => Promise<void>;

/** An SMTP server that accepts every mail, or refuses every recipient with a 550. */
function smtp(mode: 'accept' | 'reject'): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      done(
        mode === 'reject'
          ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          : undefined,
      );
    },
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
          text,
        });
        done();
      });
    },
  });
  current = server;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** Accepts connections and never says a word: the greeting never comes. */
function hanging(): Promise<void> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  current = {
    close: (done) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => done());
    },
  };
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

const stop = () => new Promise<void>((resolve) => (current ? current.close(resolve) : resolve()));

beforeAll(async () => {
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  cleanup = await useTestDatabase({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_TIMEOUT_MS: '400',
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100',
  });
  // The first enquiry of a process loads the form's code and warms the database's caches: on a
  // busy machine that alone can take a second or two. The timed answers below come after it.
  await sendEnquiry('Sent before anything is timed.');
}, 60_000);
afterAll(async () => {
  await stopMailWorker();
  await stop();
  await cleanup();
});

let sender = 0;
const contact = (email: string, message: string) => ({
  type: 'contact',
  topic: 'other',
  name: 'Amaka Obi',
  email,
  message,
});

async function sendEnquiry(message: string) {
  sender += 1;
  const email = `amaka.${sender}@example.com`;
  const started = Date.now();
  const { outcome } = await submit(enquiryForm, contact(email, message));
  return { outcome, ms: Date.now() - started, email };
}

async function outboxFor(email: string) {
  const db = await database();
  const rows = await db.select().from(outbox);
  return rows.filter((row) => row.to === email);
}

/** The worker's backoff, skipped: every pending message is due now. */
async function makeDue() {
  const db = await database();
  await db.update(outbox).set({ nextAttemptAt: new Date(0) });
}

async function settle() {
  wakeMailWorker();
  await stopMailWorker();
}

test('a working server: the answer comes at once and the mail arrives once', async () => {
  await smtp('accept');
  const { outcome, ms, email } = await sendEnquiry('Hello, I would like a quote.');
  expect(done(outcome).result?.reference).toBeDefined();
  expect(ms).toBeLessThan(1000);
  await settle();
  expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  expect((await outboxFor(email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  await stop();
});

test('a single-use link is made as its mail is sent: the outbox never holds a token, and portal mail is deleted after the keep period', async () => {
  await smtp('accept');
  const to = `invited.${Date.now()}@deltacrest.example`;
  await addStaff({ email: to, name: 'Invited', role: 'admin' }, { command: 'test' }, 'mail');
  const db = await database();
  const [waiting] = await outboxFor(to);
  expect(waiting).toMatchObject({ status: 'pending', linkKind: 'staff-setup' });
  expect(waiting?.link).toBe('https://www.deltacrest.example/staff/setup');
  expect(waiting?.body).toContain('{link}');
  const back =
    'https://www.deltacrest.example/staff/enquiries/6f1c2e4a-0000-4000-8000-000000000000';
  await insertMail([
    { to: 'staff@example.com', subject: 'Notification', text: `Open it: ${back}`, link: back },
  ]);
  await settle();
  const mails = received.filter((mail) => mail.to.includes(to));
  expect(mails).toHaveLength(1);
  // The text arrives quoted-printable: "=" is "=3D", a long line ends in "=".
  const token = /\/staff\/setup\?token=3D([\w-]{43})/.exec(
    mails[0]!.text.replace(/=\r?\n/g, ''),
  )?.[1];
  expect(token).toBeDefined();
  expect((await findSetupTokenOwner(hashToken(token!)))?.email).toBe(to);
  const [row] = await outboxFor(to);
  expect(row).toMatchObject({ status: 'sent', link: 'https://www.deltacrest.example/staff/setup' });
  expect(JSON.stringify(await db.select().from(outbox))).not.toContain(token!);
  expect(JSON.stringify(await db.select().from(outbox))).not.toContain('token=');
  // A link without a token (the back office's) stays on its mail.
  const [notice] = await outboxFor('staff@example.com');
  expect(notice?.link).toBe(back);

  expect(await pruneSentMail(new Date(Date.now() - 60_000))).toBe(0);
  expect(await pruneSentMail(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(2);
  expect(await outboxFor(to)).toEqual([]);
  // Mail about an enquiry stays as long as the enquiry does.
  expect(
    (await db.select().from(outbox)).every(
      (mail) => mail.enquiryId !== null || mail.status === 'pending',
    ),
  ).toBe(true);
  await stop();
});

for (const mode of ['hanging', 'reject'] as const) {
  test(`a server that is ${mode === 'hanging' ? 'silent' : 'refusing'}: answered at once, kept, delivered once when it recovers`, async () => {
    await (mode === 'hanging' ? hanging() : smtp('reject'));
    const { outcome, ms, email } = await sendEnquiry(`Sent while the mail server was ${mode}.`);
    expect(done(outcome).result?.reference).toBeDefined();
    expect(ms).toBeLessThan(1000);

    await settle();
    const [waiting] = await outboxFor(email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(0);

    await stop();
    await smtp('accept');
    await makeDue();
    await settle();
    await settle();
    expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect((await outboxFor(email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await stop();
  });
}

test('the same submission twice stores one enquiry and queues its mail once', async () => {
  const message = 'Double-clicked message, sent twice at once.';
  const twice = await Promise.all(
    [0, 1].map(async () =>
      done((await submit(enquiryForm, contact('twice@example.com', message))).outcome),
    ),
  );
  // Both are answered as the first was: the same reference.
  expect(twice[0]?.result?.reference).toMatch(/^[0-9A-F]{8}$/);
  expect(twice[1]).toEqual(twice[0]);
  const db = await database();
  const stored = (await db.select().from(enquiries)).filter(
    (row) => row.email === 'twice@example.com',
  );
  expect(stored).toHaveLength(1);
  expect(await outboxFor('twice@example.com')).toHaveLength(1);
});

test('workers claiming at the same moment never take the same message', async () => {
  // Only the four claimers below may take mail: the worker woken by the last enquiry is let
  // finish, and earlier tests' messages are cleared so the thirty fit in the claimers' 40 places.
  await stopMailWorker();
  const db = await database();
  await db.delete(outbox);
  await insertMail(
    Array.from({ length: 30 }, (_, i) => ({
      to: `claim.${i}@example.com`,
      subject: 's',
      text: 't',
    })),
  );
  await makeDue();
  const claims = await Promise.all([0, 1, 2, 3].map(() => claimDueMail(10, 60_000)));
  const ids = claims.flat().map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(
    claims
      .flat()
      .map((message) => message.to)
      .sort(),
  ).toEqual(Array.from({ length: 30 }, (_, i) => `claim.${i}@example.com`).sort());
});
