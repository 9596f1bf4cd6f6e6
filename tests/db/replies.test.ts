/**
 * Replies from the back office: saved replies (admins), a reply sent through the outbox from the
 * company with the reference and Reply-To, delivered once by a real SMTP server, the enquiry
 * moved to Replied, the member seeing it in /community, the timeline; withdrawal stops an unsent
 * reply and refuses new ones; erasure takes replies along. PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { company } from '@/content/company';
import { sessionFromJar } from '@/lib/auth/session';
import { database } from '@/lib/db/client';
import { eraseEmail } from '@/lib/db/queries/erasure';
import { listMemberEnquiries, withdrawMemberEnquiry } from '@/lib/db/queries/member-enquiries';
import { listReplies } from '@/lib/db/queries/replies';
import { listTemplates } from '@/lib/db/queries/reply-templates';
import { enquiryTimeline } from '@/lib/db/queries/timeline';
import { auditLog, enquiries, enquiryReplies, outbox } from '@/lib/db/schema';
import { enquiryForm } from '@/lib/enquiries/form';
import { fillTemplate } from '@/lib/enquiries/reply-mail';
import { stopMailWorker, wakeMailWorker } from '@/lib/mail-worker';
import { replyForm, templateForm } from '@/lib/staff/reply-forms';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { useTestDatabase } from '../support/database';
import { startSmtp } from '../support/smtp';
import { done, refused, submit } from '../support/forms';
import { confirmedMember } from '../support/members';
import { signedInStaff, type TestStaff } from '../support/staff';

// The portal's mails (the member's confirmation) go to the test mailbox; enquiry mail and
// replies go through the outbox to the SMTP server below.
jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let cleanup: () => Promise<void>;
let staff: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  smtp = await startSmtp();
  cleanup = await useTestDatabase({
    SMTP_URL: smtp.url,
    RATE_LIMIT_ENQUIRIES_PER_ADDRESS: '100',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '100',
  });
  staff = await signedInStaff();
  admin = await signedInStaff('admin');
}, 60_000);
afterAll(async () => {
  await stopMailWorker();
  await smtp.close();
  await cleanup();
});

async function settle() {
  wakeMailWorker();
  await stopMailWorker();
}

/** A member's contact enquiry, sent signed in: its row and the member's id. */
async function memberEnquiry(username: string, typedEmail?: string) {
  const { form, jar } = await confirmedMember({ username, email: `${username}@example.com` });
  const fields = {
    type: 'contact',
    topic: 'other',
    name: 'Chiamaka Okoro',
    email: typedEmail ?? form.email,
    message: 'Do you supply marine crews?',
  };
  const answer = done((await submit(enquiryForm, fields, { jar })).outcome);
  const rows = await (await database()).select().from(enquiries);
  const row = rows.find((r) => enquiryReference(r.id) === answer.result?.reference)!;
  const memberId = (await sessionFromJar(jar))!.memberId!;
  await settle();
  return { row, memberId, email: form.email };
}

test('admins keep saved replies; titles are unique; a colleague who is not an admin cannot', async () => {
  const body = 'Dear {name},\n\nThank you for your application ({reference}). Next steps follow.';
  const saved = done(
    (
      await submit(
        templateForm,
        { id: '', title: 'Application received: next steps', body },
        { jar: admin.jar },
      )
    ).outcome,
  );
  expect(saved.message).toBe('Saved “Application received: next steps”.');
  const again = refused(
    (
      await submit(
        templateForm,
        { id: '', title: 'Application received: next steps', body: 'x' },
        { jar: admin.jar },
      )
    ).outcome,
  );
  expect(again.fieldErrors?.title).toEqual(['Another saved reply has this title']);
  // Two admins saving one new title at the same moment: one is saved, the other told why.
  const both = await Promise.all(
    [1, 2].map(async (n) => {
      const { outcome } = await submit(
        templateForm,
        { id: '', title: 'Interview invitation', body: `Version ${n}` },
        { jar: admin.jar },
      );
      return 'redirect' in outcome ? 'redirect' : outcome.status;
    }),
  );
  expect(both.sort()).toEqual(['done', 'refused']);
  const notAdmin = refused(
    (
      await submit(
        templateForm,
        { id: '', title: 'Not shortlisted', body: 'x' },
        { jar: staff.jar },
      )
    ).outcome,
  );
  expect(notAdmin.message).toMatch(/cannot do this/);
  const [template] = await listTemplates();
  expect(
    fillTemplate(template!.body, {
      id: 'abcdef12-0000-4000-8000-000000000000',
      payload: { name: 'Ada' },
    }),
  ).toBe('Dear Ada,\n\nThank you for your application (ABCDEF12). Next steps follow.');
  // A name is the visitor's text, not a replacement pattern ($& and $' are patterns' words).
  expect(
    fillTemplate('Dear {name}, ({reference})', {
      id: 'abcdef12-0000-4000-8000-000000000000',
      payload: { name: "Ada $& $' $1" },
    }),
  ).toBe("Dear Ada $& $' $1, (ABCDEF12)");
});

test('a reply goes once from the company with the reference, the enquiry is Replied, the member sees it', async () => {
  const { row, memberId, email } = await memberEnquiry('replied_member');
  const answer = await submit(
    replyForm,
    { id: row.id, body: 'Yes, we do. A colleague will call you.', key: randomUUID() },
    { jar: staff.jar },
  );
  // Answered on the enquiry drawn again, with the reply in its list and the box emptied.
  expect(done(answer.outcome)).toMatchObject({
    message: 'Reply sent; it shows under Replies with its delivery.',
    refresh: true,
  });
  expect(done(answer.outcome).values).toBeUndefined();
  await settle();
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  // The acknowledgement, then the reply: each once.
  expect(mails).toHaveLength(2);
  // Long headers are folded onto the next line; unfolded here.
  const reply = mails[1]!.text.replace(/\r?\n[ \t]+/g, ' ');
  expect(reply).toContain(
    `Subject: Re: your enquiry to ${company.name} (reference ${enquiryReference(row.id)})`,
  );
  expect(reply).toContain(`Reply-To: ${company.email}`);
  expect(reply).toContain('Yes, we do. A colleague will call you.');
  const db = await database();
  const [after] = await db.select().from(enquiries).where(eq(enquiries.id, row.id));
  expect(after?.status).toBe('replied');
  const [stored] = await listReplies(row.id);
  expect(stored).toMatchObject({
    author: expect.stringMatching(/^Staff /),
    mail: { status: 'sent', attempts: 1 },
  });
  const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'reply'));
  expect(audit.find((entry) => entry.subjectId === row.id)).toMatchObject({
    actor: 'staff',
    staffId: staff.id,
  });
  // In the members area.
  const [own] = await listMemberEnquiries(memberId);
  expect(own?.replies.map((r) => r.body)).toEqual(['Yes, we do. A colleague will call you.']);
  // The timeline, in order.
  const timeline = (await enquiryTimeline(row.id)).map((event) => event.what);
  expect(timeline[0]).toBe('Received');
  expect(timeline).toContain(`${staff.name} replied to the visitor`);
  // The reply's move to Replied is a line of its own.
  expect(timeline).toContain('The reply moved the status from New to Replied');
  expect(timeline.filter((what) => what.startsWith(`Mail to ${email}`))).toHaveLength(2);
  // Started from a saved reply, it is answered the same way: the box empty, nothing to send twice.
  const templated = await submit(
    replyForm,
    { id: row.id, body: 'Thanks again.', key: randomUUID(), template: randomUUID() },
    { jar: staff.jar },
  );
  expect(done(templated.outcome)).toMatchObject({ refresh: true });
  expect(done(templated.outcome).values).toBeUndefined();
});

test('"Use this reply" without JavaScript keeps what was typed and sends nothing', async () => {
  const { row, email } = await memberEnquiry('saved_reply_member');
  const [template] = await listTemplates();
  const filled = fillTemplate(template!.body, row);
  const use = (body: string, chosen = template!.id) =>
    submit(
      replyForm,
      { id: row.id, key: randomUUID(), template: chosen, body, use: 'template' },
      { jar: staff.jar },
    );
  // What was typed stays, the saved reply after it (a posted textarea's line ends are \r\n).
  const joined = done((await use('Half a thought,\r\nstill going.')).outcome);
  expect(joined.values?.body).toBe(`Half a thought,\nstill going.\n\n${filled}`);
  expect(joined.message).toMatch(/is added after what you typed/);
  // An empty box, or one still holding a saved reply as it came, takes it in its place.
  expect(done((await use('')).outcome).values?.body).toBe(filled);
  expect(done((await use(filled.replace(/\n/g, '\r\n'))).outcome).values?.body).toBe(filled);
  // None chosen: the box stays as it was, and the choice is asked for.
  const none = refused((await use('Kept.', '')).outcome);
  expect(none.fieldErrors?.template).toEqual(['Choose a saved reply']);
  expect(none.values?.body).toBe('Kept.');
  await settle();
  expect(
    smtp.received.filter((mail) => mail.subject.startsWith('Re: ') && mail.to.includes(email)),
  ).toEqual([]);
});

test('the same reply posted twice, at once or again later, is one reply and one mail', async () => {
  const { row, email } = await memberEnquiry('double_click_member');
  const post = { id: row.id, body: 'Thank you: we have your papers.', key: randomUUID() };
  const answers = await Promise.all([
    submit(replyForm, post, { jar: staff.jar }),
    submit(replyForm, post, { jar: staff.jar }),
  ]);
  // Both are answered as the first: the enquiry drawn again, which shows the reply once.
  for (const answer of answers) expect(done(answer.outcome).message).toMatch(/^Reply sent/);
  expect(done((await submit(replyForm, post, { jar: staff.jar })).outcome).message).toMatch(
    /^Reply sent/,
  );
  await settle();
  expect(await listReplies(row.id)).toHaveLength(1);
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  // The acknowledgement and the reply, each once.
  expect(mails).toHaveLength(2);
  // The page drawn again gives the form a new key: the same words are a new reply then.
  await submit(replyForm, { ...post, key: randomUUID() }, { jar: staff.jar });
  expect(await listReplies(row.id)).toHaveLength(2);
});

test('withdrawal stops a reply not yet sent and refuses new ones; erasure takes replies along', async () => {
  const { row, memberId, email } = await memberEnquiry('withdrawing_member');
  // The mail server is down for this one: the reply waits in the outbox for a retry.
  await smtp.close();
  done(
    (
      await submit(
        replyForm,
        { id: row.id, body: 'We will write again soon.', key: randomUUID() },
        { jar: staff.jar },
      )
    ).outcome,
  );
  await settle();
  const db = await database();
  const [pending] = await db
    .select()
    .from(outbox)
    .where(
      eq(
        outbox.subject,
        `Re: your enquiry to ${company.name} (reference ${enquiryReference(row.id)})`,
      ),
    );
  expect(pending?.status).toBe('pending');
  expect(await withdrawMemberEnquiry(memberId, row.id)).toBe(true);
  expect(await db.select().from(outbox).where(eq(outbox.id, pending!.id))).toEqual([]);
  const [kept] = await listReplies(row.id);
  expect(kept).toMatchObject({ body: 'We will write again soon.', mail: null });
  const refusal = refused(
    (
      await submit(
        replyForm,
        { id: row.id, body: 'Another.', key: randomUUID() },
        { jar: staff.jar },
      )
    ).outcome,
  );
  expect(refusal.message).toBe('The member withdrew this enquiry; no reply can be sent.');
  // An address typed with capitals is kept lower-cased by the form's schema, so its
  // acknowledgement, still waiting for the mail server, is found and stopped too.
  const typed = await memberEnquiry('capital_member', 'Capital.Member@Example.com');
  const waiting = await db.select().from(outbox).where(eq(outbox.enquiryId, typed.row.id));
  expect(waiting.map((mail) => [mail.to, mail.status])).toContainEqual([
    'capital.member@example.com',
    'pending',
  ]);
  expect(await withdrawMemberEnquiry(typed.memberId, typed.row.id)).toBe(true);
  const left = await db.select().from(outbox).where(eq(outbox.enquiryId, typed.row.id));
  expect(left.filter((mail) => mail.to === 'capital.member@example.com')).toEqual([]);
  await eraseEmail({ id: admin.id, email: admin.email }, email);
  expect(
    await db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, row.id)),
  ).toEqual([]);
});
