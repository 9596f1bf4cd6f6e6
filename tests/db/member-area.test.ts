/**
 * What a signed-in member can do with their own data, against a real database (PGlite here,
 * PostgreSQL under scripts/with-postgres.sh): see what they sent, withdraw it, change their
 * password, delete their account.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { GET as contactDetailsOf } from '@/app/api/community/contact-details/route';
import { sessionCookieName, sessionFromJar } from '@/lib/auth/session';
import {
  changePasswordForm,
  deleteAccountForm,
  loginForm,
  registerForm,
  withdrawForm,
} from '@/lib/community/forms';
import { enquiryForm } from '@/lib/enquiries/form';
import { database } from '@/lib/db/client';
import { listMemberEnquiries } from '@/lib/db/queries/member-enquiries';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { enquiries, enquiryNotes, members, outbox, sessions } from '@/lib/db/schema';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit, TestJar } from '../support/forms';
import { confirmedMember, registrationFields } from '../support/members';
import { registration } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

async function memberWithSession() {
  const { form, jar } = await confirmedMember();
  const member = await findMemberByEmail(form.email);
  if (!member) throw new Error('member not stored');
  return { form, jar, member };
}

/** An enquiry as the enquiry form stores one for a signed-in member, CV and all. */
async function sentEnquiry(
  memberId: string | null,
  extra: Partial<typeof enquiries.$inferInsert> = {},
) {
  const db = await database();
  const [row] = await db
    .insert(enquiries)
    .values({
      type: 'job-application',
      payload: { name: 'Ada Okafor', email: 'ada@example.com', job: 'pipeline-welder' },
      attachmentName: 'cv.pdf',
      attachmentType: 'application/pdf',
      attachment: Buffer.from('%PDF-1.4 a CV'),
      memberId,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('enquiry not stored');
  return row;
}

async function enquiryRow(id: string) {
  const db = await database();
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

/** A second device of the member: a session of its own. */
async function signedIn(email: string, password: string) {
  const { outcome, jar } = await submit(loginForm, { email, password });
  expect(redirected(outcome)).toBe('/community');
  return jar;
}

test('a member lists only their own enquiries, newest first, with no staff data', async () => {
  const ada = await memberWithSession();
  const other = await memberWithSession();
  const older = await sentEnquiry(ada.member.id, { createdAt: new Date(Date.now() - 86_400_000) });
  const newer = await sentEnquiry(ada.member.id, { type: 'contact', status: 'in-review' });
  await sentEnquiry(other.member.id);

  const listed = await listMemberEnquiries(ada.member.id);
  expect(listed.map((row) => row.id)).toEqual([newer.id, older.id]);
  expect(listed[0]).toEqual({
    id: newer.id,
    type: 'contact',
    payload: { name: 'Ada Okafor', email: 'ada@example.com', job: 'pipeline-welder' },
    status: 'in-review',
    createdAt: newer.createdAt,
    // The company's replies, none yet; never the notes or the assignee.
    replies: [],
  });
});

test('what an address sent before its member confirmed it becomes theirs, and so does what it sends signed out; spam and unproven addresses do not', async () => {
  const email = `before.${Date.now().toString(36)}@example.com`;
  const before = await sentEnquiry(null, { email });
  const spam = await sentEnquiry(null, {
    email,
    status: 'spam',
    spamReason: 'a link in the name',
  });
  const elsewhere = await sentEnquiry(null, { email: 'someone@example.com' });

  const { form } = await confirmedMember({ email });
  const member = (await findMemberByEmail(email))!;
  expect((await listMemberEnquiries(member.id)).map((row) => row.id)).toEqual([before.id]);
  expect((await enquiryRow(spam.id))?.memberId).toBeNull();
  expect((await enquiryRow(elsewhere.id))?.memberId).toBeNull();

  // Sent later from the same address, signed out: the member's too.
  const contact = { type: 'contact', topic: 'services', name: 'Ada', message: 'A question.' };
  done((await submit(enquiryForm, { ...contact, email: form.email })).outcome);
  expect(await listMemberEnquiries(member.id)).toHaveLength(2);

  // An address registered but never confirmed is not proven: nothing joins its account.
  const unproven = registration();
  await submit(registerForm, registrationFields(unproven), { address: '203.0.113.21' });
  done((await submit(enquiryForm, { ...contact, email: unproven.email })).outcome);
  const waiting = (await findMemberByEmail(unproven.email))!;
  expect(await listMemberEnquiries(waiting.id)).toHaveLength(0);
});

test('the enquiry forms are filled in from the session’s own member only, never cached', async () => {
  const { form, jar } = await confirmedMember({ phone: '0803 123 4567', phoneCountry: 'NG' });
  const ask = (cookie?: string) =>
    contactDetailsOf(
      new Request('http://localhost/api/community/contact-details', {
        headers: cookie ? { cookie: `${sessionCookieName()}=${cookie}` } : {},
      }),
      {},
    );
  const mine = await ask(jar.session);
  expect(mine.status).toBe(200);
  expect(mine.headers.get('cache-control')).toBe('no-store');
  expect(await mine.json()).toEqual({
    name: 'Ada Okafor',
    email: form.email,
    phone: '+234 803 123 4567',
  });
  for (const cookie of [undefined, 'not-a-session']) {
    const answer = await ask(cookie);
    expect(answer.status).toBe(401);
    expect(await answer.text()).not.toContain('@');
  }
});

test('withdrawing deletes the CV at once; another member is refused and changes nothing', async () => {
  const ada = await memberWithSession();
  const mallory = await memberWithSession();
  const application = await sentEnquiry(ada.member.id);
  const withdraw = async (id: string, jar: TestJar) =>
    (await submit(withdrawForm, { id }, { jar })).outcome;
  const notYours = 'We could not find that enquiry in your account.';

  expect(refused(await withdraw(application.id, mallory.jar)).message).toBe(notYours);
  expect((await enquiryRow(application.id))?.attachment).not.toBeNull();
  expect((await enquiryRow(application.id))?.status).toBe('new');

  expect(refused(await withdraw(application.id, new TestJar())).message).toMatch(
    /session has ended/,
  );
  const nonsense = refused(await withdraw('nonsense', ada.jar));
  expect(nonsense.fieldErrors?.id).toEqual([notYours]);
  expect((await enquiryRow(application.id))?.status).toBe('new');

  // Answered in the form, and the list drawn again to show it withdrawn.
  const withdrawn = await withdraw(application.id, ada.jar);
  expect(done(withdrawn).message).toBe(
    `${application.id.slice(0, 8).toUpperCase()} has been withdrawn.`,
  );
  expect(withdrawn).toMatchObject({ refresh: true });
  const row = await enquiryRow(application.id);
  expect(row).toMatchObject({
    status: 'withdrawn',
    attachment: null,
    attachmentName: null,
    attachmentType: null,
  });
  // It stays in the member's list, as withdrawn.
  expect((await listMemberEnquiries(ada.member.id))[0]?.status).toBe('withdrawn');
});

test('changing the password needs the current one and signs out the other devices', async () => {
  const { form, jar } = await memberWithSession();
  const other = await signedIn(form.email, form.password);
  const change = async (values: Record<string, string>) =>
    (await submit(changePasswordForm, values, { jar })).outcome;

  const wrong = refused(
    await change({
      currentPassword: 'not my password',
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    }),
  );
  expect(wrong.fieldErrors?.currentPassword).toEqual(['That is not your current password.']);
  // Passwords are never given back.
  expect(wrong.values).toEqual({});
  expect(await sessionFromJar(other)).toBeDefined();

  const mismatch = refused(
    await change({
      currentPassword: form.password,
      password: 'a brand new passphrase',
      confirmPassword: 'a different passphrase',
    }),
  );
  expect(mismatch.fieldErrors?.confirmPassword).toBeDefined();

  const right = done(
    await change({
      currentPassword: form.password,
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    }),
  );
  expect(right.message).toMatch(/Your password has been changed/);
  expect(await sessionFromJar(jar)).toBeDefined();
  expect(await sessionFromJar(other)).toBeUndefined();

  const old = await submit(loginForm, { email: form.email, password: form.password });
  expect(refused(old.outcome).message).toMatch(/do not match/);
  await signedIn(form.email, 'a brand new passphrase');
});

test('password checks in the members area count against the login limit', async () => {
  const { jar } = await memberWithSession();
  const messages: string[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const { outcome } = await submit(
      deleteAccountForm,
      { currentPassword: `guess number ${attempt}` },
      { jar },
    );
    messages.push(refused(outcome).message ?? '');
  }
  expect(messages.slice(0, 5)).toEqual(Array(5).fill('That is not your current password.'));
  for (const message of messages.slice(5)) expect(message).toMatch(/Please wait \d+ minutes?/);
});

test('deleting the account takes the member, their sessions, enquiries, CVs, notes and mail', async () => {
  const { form, jar, member } = await memberWithSession();
  const second = await signedIn(form.email, form.password);
  const application = await sentEnquiry(member.id);
  const db = await database();
  await db.insert(enquiryNotes).values({ enquiryId: application.id, body: 'Strong candidate' });
  await db.insert(outbox).values({
    to: 'hr@deltacrest.example',
    subject: 'New application',
    body: 'x',
    enquiryId: application.id,
  });
  const bystander = await memberWithSession();
  const kept = await sentEnquiry(bystander.member.id);
  const remove = async (currentPassword: string, from = jar) =>
    (await submit(deleteAccountForm, { currentPassword }, { jar: from })).outcome;

  expect(refused(await remove('nope nope')).fieldErrors?.currentPassword).toBeDefined();
  expect(await findMemberByEmail(form.email)).toBeDefined();

  const stale = jar.copy();
  expect(redirected(await remove(form.password))).toBe('/community/goodbye');
  expect(jar.written.slice(-2)).toEqual([
    expect.objectContaining({ name: 'community_session', value: '', maxAge: 0 }),
    expect.objectContaining({ name: 'signed_in', value: '', maxAge: 0 }),
  ]);
  expect(await findMemberByEmail(form.email)).toBeUndefined();
  expect(await sessionFromJar(second)).toBeUndefined();
  expect(await db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);
  expect(await enquiryRow(application.id)).toBeUndefined();
  expect(
    await db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, application.id)),
  ).toEqual([]);
  expect(await db.select().from(outbox).where(eq(outbox.enquiryId, application.id))).toEqual([]);
  expect(await enquiryRow(kept.id)).toBeDefined();
  expect(
    await db
      .select()
      .from(members)
      .where(inArray(members.id, [bystander.member.id])),
  ).toHaveLength(1);

  // The old cookie, sent again, finds no session.
  expect(refused(await remove(form.password, stale)).message).toMatch(/session has ended/);
});
