/**
 * The right of access on a real database: an admin downloads one ZIP of everything held about
 * an address (enquiries with their fields, CVs byte for byte and staff notes; the member
 * account; the mail), with no secret anywhere in it and one audit entry; anyone else gets nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { GET as access } from '@/app/api/staff/access/route';
import { database } from '@/lib/db/client';
import {
  auditLog,
  emailConfirmationTokens,
  members,
  outbox,
  passwordResetTokens,
  sessions,
} from '@/lib/db/schema';
import { insertEnquiry, listEnquiries } from '@/lib/db/queries/enquiries';
import { addNote } from '@/lib/db/queries/inbox-changes';
import { sendReply } from '@/lib/db/queries/replies';
import { replyMail } from '@/lib/enquiries/reply-mail';
import { enquiryForm } from '@/lib/enquiries/form';
import { hashToken, newToken } from '@/lib/auth/tokens';
import { stopMailWorker } from '@/lib/mail-worker';
import { enquiryReference } from '@/lib/validation/enquiry-rules';
import { useTestDatabase } from '../support/database';
import { done, submit } from '../support/forms';
import { confirmedMember } from '../support/members';
import { ORIGIN } from '../support/requests';
import { signedInStaff, type TestStaff } from '../support/staff';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const cvBytes = readFileSync(path.join(__dirname, '../../e2e/fixtures/cv.pdf'));
const EMAIL = 'chiamaka.obi@example.com';
const RESET_TOKEN = newToken();
let cleanup: () => Promise<void>;
let admin: TestStaff;
let applicationId: string;
let contactId: string;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
  admin = await signedInStaff('admin');
  // A member as the portal makes one: a real password hash, a session, a spent confirmation link.
  const { jar } = await confirmedMember({ email: EMAIL, firstName: 'Chiamaka', lastName: 'Obi' });
  const db = await database();
  const [member] = await db.select().from(members).where(eq(members.email, EMAIL));
  // Signed in, she applies with a CV through the enquiry form.
  const applied = done(
    (
      await submit(
        enquiryForm,
        {
          type: 'job-application',
          job: 'frontend-developer-toronto',
          name: 'Chiamaka Obi',
          email: EMAIL,
          phone: '+234 803 123 4567',
          cv: new File([cvBytes], 'Chiamaka CV (final).pdf', { type: 'application/pdf' }),
        },
        { jar, address: '10.9.0.1' },
      )
    ).outcome,
  );
  applicationId = (await listEnquiries()).find(
    (row) => enquiryReference(row.id) === applied.result?.reference,
  )!.id;
  // Signed out, she writes again from the same address: her confirmed address puts it in her
  // account too (the members area shows it with its reply).
  contactId = (
    await insertEnquiry({
      type: 'contact',
      payload: { name: 'Chiamaka Obi', email: EMAIL, message: 'Any news on my application?' },
      email: EMAIL,
    })
  ).id;
  await addNote(admin, applicationId, 'Strong on pipelines; call back on Monday.');
  // A colleague answers the contact message; the reply is hers to see, signed.
  const replier = await signedInStaff('staff');
  await sendReply(
    { ...replier, name: 'Sam Reply' },
    { enquiryId: contactId, body: 'We will write by Friday.', submissionKey: randomUUID() },
    (held) => replyMail(held, 'We will write by Friday.', 'Sam Reply'),
  );
  // Let the worker send what the forms queued, then leave a reset mail waiting with its token.
  await stopMailWorker();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(RESET_TOKEN),
    memberId: member!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const link = `https://www.deltacrest.example/community-reset?token=${RESET_TOKEN}`;
  await db.insert(outbox).values({
    to: EMAIL,
    subject: 'Reset your password',
    body: `Choose a new password: ${link}\nIt works for an hour.`,
    link,
    nextAttemptAt: new Date(Date.now() + 86_400_000),
  });
}, 60_000);

afterAll(() => cleanup());

const get = (query: string, cookie?: string) =>
  access(new Request(`${ORIGIN}/api/staff/access${query}`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({}),
  });

async function download(email: string) {
  const answer = await get(`?email=${encodeURIComponent(email)}`, admin.cookie);
  expect(answer.status).toBe(200);
  const bytes = new Uint8Array(await answer.arrayBuffer());
  return { answer, bytes, files: unzipSync(bytes) };
}

const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

test('an admin downloads one ZIP: README, data.json with everything held, and the CV byte for byte', async () => {
  const { answer, bytes, files } = await download('Chiamaka.Obi@Example.com');
  expect(answer.headers.get('content-type')).toBe('application/zip');
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');

  const reference = enquiryReference(applicationId);
  // The form stores the visitor's file name made safe; the archive keeps it.
  const cvPath = `cvs/${reference}-Chiamaka-CV-final.pdf`;
  expect(Object.keys(files).sort()).toEqual(['README.txt', cvPath, 'data.json'].sort());
  expect(Buffer.from(files[cvPath]!).equals(cvBytes)).toBe(true);

  const json = text(files['data.json']);
  expect(json).toContain('\n  "emailAddress": "chiamaka.obi@example.com",');
  const data = JSON.parse(json);
  expect(Date.parse(data.produced)).toBeGreaterThan(Date.now() - 60_000);
  expect(data.enquiries).toHaveLength(2);
  const [application, contact] = data.enquiries;
  expect(application).toMatchObject({
    reference,
    type: 'job-application',
    status: 'new',
    inYourMemberAccount: true,
    whatWasSent: { name: 'Chiamaka Obi', email: EMAIL, job: 'frontend-developer-toronto' },
    cv: {
      fileName: 'Chiamaka-CV-final.pdf',
      type: 'application/pdf',
      bytes: cvBytes.length,
      inThisArchive: cvPath,
    },
    staffNotes: [{ text: 'Strong on pipelines; call back on Monday.' }],
  });
  expect(Date.parse(application.received)).not.toBeNaN();
  // Who wrote a note is withheld (docs/back-office.md, "Access requests").
  expect(json).not.toContain(admin.name);
  expect(json).not.toContain(admin.email);
  expect(contact).toMatchObject({
    reference: enquiryReference(contactId),
    type: 'contact',
    inYourMemberAccount: true,
    whatWasSent: { message: 'Any news on my application?' },
    cv: null,
    staffNotes: [],
    ourReplies: [{ from: 'Sam Reply', text: 'We will write by Friday.' }],
  });
  expect(data.memberAccount).toMatchObject({
    firstName: 'Chiamaka',
    lastName: 'Obi',
    email: EMAIL,
    country: { code: 'NG' },
    city: 'Port Harcourt',
    emailConfirmed: true,
  });
  expect(data.memberAccount.signInSessions.length).toBeGreaterThan(0);
  expect(data.memberAccount.linksMailed.map((link: { kind: string }) => link.kind).sort()).toEqual([
    'e-mail confirmation',
    'password reset',
  ]);
  // Mail: the application's acknowledgement (sent), and a reset still waiting, whose token link
  // is withheld.
  expect(data.mail).toEqual([
    expect.objectContaining({
      subject: `We have received your application (reference ${reference})`,
      status: 'sent',
    }),
    expect.objectContaining({
      subject: `Re: your enquiry to Deltacrest Energy Services (reference ${enquiryReference(contactId)})`,
    }),
    expect.objectContaining({
      subject: 'Reset your password',
      status: 'pending',
      body: 'Choose a new password: [link removed]\nIt works for an hour.',
      sent: null,
    }),
  ]);

  const readme = text(files['README.txt']);
  expect(readme).toContain('chiamaka.obi@example.com');
  expect(readme).toContain(
    '2 enquiries (1 with a CV); 1 staff note about them; a member account; 3 e-mails',
  );

  // No secret anywhere: not in the archive's bytes, nor in any file once unpacked.
  const db = await database();
  const [member] = await db.select().from(members).where(eq(members.email, EMAIL));
  const secrets = [
    member!.passwordHash,
    RESET_TOKEN,
    hashToken(RESET_TOKEN),
    ...(await db.select().from(sessions)).map((row) => row.tokenHash),
    ...(await db.select().from(passwordResetTokens)).map((row) => row.tokenHash),
    ...(await db.select().from(emailConfirmationTokens)).map((row) => row.tokenHash),
  ];
  expect(secrets.length).toBeGreaterThanOrEqual(5);
  const unpacked = Object.values(files).map((file) => Buffer.from(file).toString('latin1'));
  for (const secret of secrets) {
    expect(Buffer.from(bytes).includes(secret)).toBe(false);
    for (const file of unpacked) expect(file.includes(secret)).toBe(false);
  }
  expect(json).not.toMatch(/token=|argon2|passwordHash|tokenHash/i);
});

test('each download is one audit entry about the address, with counts', async () => {
  const db = await database();
  const before = await db.select().from(auditLog).where(eq(auditLog.action, 'access-export'));
  await download(EMAIL);
  const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'access-export'));
  expect(entries).toHaveLength(before.length + 1);
  expect(entries.at(-1)).toMatchObject({
    actor: 'staff',
    staffId: admin.id,
    subjectType: 'email',
    subjectId: EMAIL,
    detail: { enquiries: 2, cvs: 1, notes: 1, member: true, mail: expect.any(Number) },
  });
});

test('an address with nothing held gives a ZIP that says so', async () => {
  const { files } = await download('nobody.here@example.com');
  expect(Object.keys(files).sort()).toEqual(['README.txt', 'data.json']);
  const data = JSON.parse(text(files['data.json']));
  expect(data).toMatchObject({
    emailAddress: 'nobody.here@example.com',
    summary: expect.stringMatching(/^Nothing is held about this address/),
    enquiries: [],
    memberAccount: null,
    mail: [],
  });
  expect(text(files['README.txt'])).toContain('Nothing is held about this address');
});

test('staff who are not admins get 403, no session 401, and neither any personal data', async () => {
  const staff = await signedInStaff('staff');
  const half = await signedInStaff('admin', { secondFactor: false });
  const db = await database();
  const audited = async () =>
    (await db.select().from(auditLog).where(eq(auditLog.action, 'access-export'))).length;
  const before = await audited();
  for (const [cookie, status] of [
    [staff.cookie, 403],
    [half.cookie, 403],
    [undefined, 401],
  ] as const) {
    const answer = await get(`?email=${encodeURIComponent(EMAIL)}`, cookie);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await answer.text();
    for (const trace of ['chiamaka', 'Chiamaka', '%PDF', 'PK']) expect(body).not.toContain(trace);
  }
  expect(await audited()).toBe(before);
});

test('an address that is not one is a 400, for an admin too', async () => {
  for (const query of ['', '?email=', '?email=not-an-address', `?email=${'a'.repeat(250)}@x.io`]) {
    const answer = await get(query, admin.cookie);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'Give a valid e-mail address.' });
  }
});
