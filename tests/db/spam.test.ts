/**
 * Spam defence with no third party: the trap field, the time from the page's opening (the edge's
 * signed cookie), links and a name that is a web address. A suspected enquiry is stored as Spam
 * with its reason and answered like any other, and its two mails are held; "Not spam" moves it to
 * New and releases them, delivered once each by a real SMTP server. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { database } from '@/lib/db/client';
import { auditLog, enquiries, enquiryReplies, outbox } from '@/lib/db/schema';
import { enquiryForm } from '@/lib/enquiries/form';
import { NO_OPENING_TIME } from '@/lib/enquiries/spam';
import { stopMailWorker, wakeMailWorker } from '@/lib/mail-worker';
import { statusForm } from '@/lib/staff/inbox-forms';
import { replyForm } from '@/lib/staff/reply-forms';
import { enquiryReference, SPAM_TRAP_FIELD } from '@/lib/validation/enquiry-rules';
import { FORM_OPENED_COOKIE, formTimeKey, signOpened } from '@/lib/enquiries/form-time.mjs';
import { useTestDatabase } from '../support/database';
import { startSmtp } from '../support/smtp';
import { done, refused, submit, TestJar } from '../support/forms';
import { signedInStaff } from '../support/staff';

/** Every recipient the SMTP server has had mail for, one entry a mail. */
const received = () => smtp.received.flatMap((mail) => mail.to);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cleanup: () => Promise<void>;
// What the edge (server.mjs) makes at start; FORM_TIME_SECRET here, as a deployment may set it.
const key = formTimeKey({ FORM_TIME_SECRET: 'a test secret of some length, 32+ characters' });

beforeAll(async () => {
  smtp = await startSmtp();
  cleanup = await useTestDatabase({
    SMTP_URL: smtp.url,
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100',
    SPAM_MIN_SECONDS: '3',
  });
}, 60_000);
afterAll(async () => {
  await stopMailWorker();
  await smtp.close();
  await cleanup();
});

let sender = 0;
function contact(fields: Record<string, string> = {}) {
  sender += 1;
  return {
    type: 'contact',
    topic: 'other',
    name: 'Amaka Obi',
    email: `amaka.spam.${sender}@example.com`,
    message: 'Could you quote for two slickline crews next quarter?',
    ...fields,
  };
}

/** Sends the form as the edge would see it: with the page opened `secondsAgo`, if given. */
async function send(fields: Record<string, string>, secondsAgo?: number) {
  const jar = new TestJar(
    secondsAgo === undefined
      ? {}
      : { [FORM_OPENED_COOKIE]: signOpened(Date.now() - secondsAgo * 1000, key) },
  );
  const answer = done((await submit(enquiryForm, fields, { jar })).outcome);
  const reference = answer.result?.reference ?? '';
  const rows = await (await database()).select().from(enquiries);
  const row = rows.find((r) => enquiryReference(r.id) === reference)!;
  const mail = await (await database()).select().from(outbox).where(eq(outbox.enquiryId, row.id));
  return { answer, row, mail };
}

test('a person is not suspected: a form filled in over a minute, a link or two', async () => {
  const { row, mail } = await send(
    contact({ message: 'See https://example.com/rig and www.example.org/spec, please.' }),
    75,
  );
  expect(row).toMatchObject({ status: 'new', spamReason: null });
  expect(mail.map((m) => m.status).sort()).not.toContain('held');
});

test.each([
  [
    'the trap field filled',
    { [SPAM_TRAP_FIELD]: 'http://cheap.example' },
    60,
    'The hidden trap field was filled in',
  ],
  // Opened a second before; a busy machine may add another before the form's work reads it.
  ['sent a second after the page opened', {}, 1, /^Sent [12]\.\d s after the page opened$/],
  [
    'three links',
    { message: 'http://a.example http://b.example www.c.example' },
    60,
    '3 links in the message',
  ],
  [
    'a name that is a web address',
    { name: 'www.cheap-pills.example' },
    60,
    'The name is a web address',
  ],
  ['a name that is a domain', { name: 'cheap-pills.shop' }, 60, 'The name is a web address'],
] as const)(
  '%s: stored as Spam with the reason, answered as usual, its mail held',
  async (_, extra, secondsAgo, reason) => {
    const { answer, row, mail } = await send(contact(extra), secondsAgo);
    // The visitor's answer does not tell.
    expect(answer.result?.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(row.status).toBe('spam');
    expect(row.spamReason).toEqual(
      typeof reason === 'string' ? reason : expect.stringMatching(reason),
    );
    expect(mail.map((m) => m.status)).toEqual(['held', 'held']);
  },
);

test('a name with initials run together is a person’s, not a web address', async () => {
  for (const name of ['A.Okafor', 'Dr.Who', 'J.R.R. Tolkien']) {
    const { row } = await send(contact({ name }), 60);
    expect({ name, status: row.status }).toEqual({ name, status: 'new' });
  }
});

test('a post without a page-opening time is suspected: no cookie, a forged one, or a day-old one', async () => {
  const day = 24 * 60 * 60;
  for (const cookies of [
    {},
    { [FORM_OPENED_COOKIE]: `${Date.now()}.${'A'.repeat(43)}` },
    { [FORM_OPENED_COOKIE]: signOpened(Date.now() - (day + 60) * 1000, key) },
  ]) {
    const answer = done(
      (await submit(enquiryForm, contact(), { jar: new TestJar(cookies) })).outcome,
    );
    // The answer does not tell; the enquiry waits under Spam with the reason, its mail held.
    expect(answer.result?.reference).toMatch(/^[0-9A-F]{8}$/);
    const rows = await (await database()).select().from(enquiries);
    const row = rows.find((r) => enquiryReference(r.id) === answer.result?.reference);
    expect(row).toMatchObject({ status: 'spam', spamReason: NO_OPENING_TIME });
  }
  // A cookie a day old, to the second, still counts: the page was opened yesterday.
  const { row } = await send(contact(), day - 60);
  expect(row.status).toBe('new');
});

test('no reply goes to an enquiry under Spam: its mail stays held for "Not spam"', async () => {
  const { row } = await send(contact({ [SPAM_TRAP_FIELD]: 'x' }), 60);
  const staff = await signedInStaff();
  const answer = await submit(
    replyForm,
    { id: row.id, body: 'Thank you.', key: randomUUID() },
    { jar: staff.jar },
  );
  expect(refused(answer.outcome).message).toBe(
    'This enquiry is held as suspected spam: choose “Not spam” (or move it to New or In review) before replying.',
  );
  const db = await database();
  const [after] = await db.select().from(enquiries).where(eq(enquiries.id, row.id));
  expect(after?.status).toBe('spam');
  const mail = await db.select().from(outbox).where(eq(outbox.enquiryId, row.id));
  expect(mail.map((m) => m.status)).toEqual(['held', 'held']);
});

test('"Not spam" moves it to New and releases its two mails, each delivered once', async () => {
  const { row } = await send(contact({ [SPAM_TRAP_FIELD]: 'x' }), 60);
  wakeMailWorker();
  await stopMailWorker();
  const email = String((row.payload as { email: string }).email);
  expect(received()).not.toContain(email);

  const staff = await signedInStaff();
  const answer = await submit(statusForm, { id: row.id, status: 'new' }, { jar: staff.jar });
  expect(done(answer.outcome).message).toBe('Status: New.');
  const db = await database();
  const [after] = await db.select().from(enquiries).where(eq(enquiries.id, row.id));
  // The reason stays on record; the status is New.
  expect(after).toMatchObject({ status: 'new', spamReason: 'The hidden trap field was filled in' });
  const [change] = await db.select().from(auditLog).where(eq(auditLog.subjectId, row.id));
  expect(change?.detail).toMatchObject({ from: 'spam', to: 'new', releasedMail: 2 });

  wakeMailWorker();
  await stopMailWorker();
  const mail = await db.select().from(outbox).where(eq(outbox.enquiryId, row.id));
  expect(mail.map((m) => m.status)).toEqual(['sent', 'sent']);
  expect(received().filter((to) => to === email)).toHaveLength(1);
  // Back to Spam and out again: nothing is held any more, nothing goes twice.
  await submit(statusForm, { id: row.id, status: 'spam' }, { jar: staff.jar });
  await submit(statusForm, { id: row.id, status: 'new' }, { jar: staff.jar });
  wakeMailWorker();
  await stopMailWorker();
  expect(received().filter((to) => to === email)).toHaveLength(1);
});

test('a spam closed and then reopened releases its mail; closed, it takes no reply', async () => {
  const { row } = await send(contact({ [SPAM_TRAP_FIELD]: 'x' }), 60);
  const email = String((row.payload as { email: string }).email);
  const staff = await signedInStaff();
  const db = await database();
  const mailOf = async () =>
    (await db.select().from(outbox).where(eq(outbox.enquiryId, row.id))).map((m) => m.status);
  expect(
    done((await submit(statusForm, { id: row.id, status: 'closed' }, { jar: staff.jar })).outcome)
      .message,
  ).toBe('Status: Closed.');
  expect(await mailOf()).toEqual(['held', 'held']);

  // Closed but still suspected: a reply would mail the bot and keep its mail held for good.
  const reply = await submit(
    replyForm,
    { id: row.id, body: 'Thank you.', key: randomUUID() },
    { jar: staff.jar },
  );
  expect(refused(reply.outcome).message).toMatch(/held as suspected spam/);
  expect(
    await db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, row.id)),
  ).toEqual([]);

  // Reopened as New (not through "Not spam"): back to work, its mail goes, once.
  await submit(statusForm, { id: row.id, status: 'new' }, { jar: staff.jar });
  wakeMailWorker();
  await stopMailWorker();
  expect(await mailOf()).toEqual(['sent', 'sent']);
  expect(received().filter((to) => to === email)).toHaveLength(1);
  // Back to work, it takes a reply as any enquiry does.
  const accepted = await submit(
    replyForm,
    { id: row.id, body: 'Thank you.', key: randomUUID() },
    { jar: staff.jar },
  );
  expect(done(accepted.outcome).message).toMatch(/^Reply sent/);
});
