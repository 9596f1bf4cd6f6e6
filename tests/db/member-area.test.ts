/**
 * What a signed-in member can do with their own data, against a real database (PGlite here,
 * PostgreSQL under scripts/with-postgres.sh): see what they sent, withdraw it, change their
 * password, delete their account.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { POST as deleteAccount } from '@/app/api/community/account/delete/route';
import { POST as withdraw } from '@/app/api/community/enquiries/[id]/withdraw/route';
import { POST as login } from '@/app/api/community/login/route';
import { POST as changePassword } from '@/app/api/community/password/route';
import { sessionFromRequest } from '@/lib/auth/session';
import { database } from '@/lib/db/client';
import { listMemberEnquiries } from '@/lib/db/queries/member-enquiries';
import { findMemberByEmail } from '@/lib/db/queries/members';
import { enquiries, enquiryNotes, members, outbox, sessions } from '@/lib/db/schema';
import { useTestDatabase } from '../support/database';
import { confirmedMember } from '../support/members';
import { cookieFrom, jsonRequest, ORIGIN } from '../support/requests';

jest.mock('@/lib/mail', () => jest.requireActual('../support/mailbox'));

const ctx = { params: Promise.resolve({}) };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  cleanup = await useTestDatabase({ SESSION_COOKIE_SECURE: 'false' });
}, 60_000);
afterAll(() => cleanup());

const withCookie = (cookie: string) => new Request(`${ORIGIN}/`, { headers: { cookie } });

async function memberWithSession() {
  const { form, cookie } = await confirmedMember();
  const member = await findMemberByEmail(form.email);
  if (!member) throw new Error('member not stored');
  return { form, cookie, member };
}

/** An enquiry as the enquiry route stores one for a signed-in member, CV and all. */
async function sentEnquiry(memberId: string, extra: Partial<typeof enquiries.$inferInsert> = {}) {
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

function withdrawRequest(id: string, cookie: string, accept = 'application/json') {
  return new Request(`${ORIGIN}/api/community/enquiries/${id}/withdraw`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      host: 'localhost:3000',
      cookie,
      accept,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: '',
  });
}

const withdrawCtx = (id: string) => ({ params: Promise.resolve({ id }) });

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
    status: 'in-review',
    createdAt: newer.createdAt,
  });
});

test('withdrawing deletes the CV at once; another member gets 404 and changes nothing', async () => {
  const ada = await memberWithSession();
  const mallory = await memberWithSession();
  const application = await sentEnquiry(ada.member.id);

  const stolen = await withdraw(
    withdrawRequest(application.id, mallory.cookie),
    withdrawCtx(application.id),
  );
  expect(stolen.status).toBe(404);
  expect((await enquiryRow(application.id))?.attachment).not.toBeNull();
  expect((await enquiryRow(application.id))?.status).toBe('new');

  const noSession = await withdraw(
    withdrawRequest(application.id, ''),
    withdrawCtx(application.id),
  );
  expect(noSession.status).toBe(401);
  const nonsense = await withdraw(withdrawRequest('nonsense', ada.cookie), withdrawCtx('nonsense'));
  expect(nonsense.status).toBe(404);

  const own = await withdraw(
    withdrawRequest(application.id, ada.cookie, 'text/html'),
    withdrawCtx(application.id),
  );
  expect(own.status).toBe(303);
  expect(own.headers.get('location')).toBe(
    `/community?withdrawn=${application.id.slice(0, 8).toUpperCase()}#enquiries`,
  );
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

test('a withdraw posted from another site is refused', async () => {
  const ada = await memberWithSession();
  const application = await sentEnquiry(ada.member.id);
  const request = withdrawRequest(application.id, ada.cookie);
  request.headers.set('origin', 'https://evil.example');
  expect((await withdraw(request, withdrawCtx(application.id))).status).toBe(403);
  expect((await enquiryRow(application.id))?.status).toBe('new');
});

test('changing the password needs the current one and signs out the other devices', async () => {
  const { form, cookie } = await memberWithSession();
  const other = cookieFrom(
    await login(
      jsonRequest('/api/community/login', { email: form.email, password: form.password }),
      ctx,
    ),
  );
  const change = (values: Record<string, string>) =>
    changePassword(jsonRequest('/api/community/password', values, { headers: { cookie } }), ctx);

  const wrong = await change({
    currentPassword: 'not my password',
    password: 'a brand new passphrase',
    confirmPassword: 'a brand new passphrase',
  });
  expect(wrong.status).toBe(422);
  expect((await wrong.json()).fieldErrors.currentPassword).toBeDefined();
  expect(await sessionFromRequest(withCookie(other))).toBeDefined();

  const mismatch = await change({
    currentPassword: form.password,
    password: 'a brand new passphrase',
    confirmPassword: 'a different passphrase',
  });
  expect(mismatch.status).toBe(422);

  const right = await change({
    currentPassword: form.password,
    password: 'a brand new passphrase',
    confirmPassword: 'a brand new passphrase',
  });
  expect(right.status).toBe(200);
  expect(await sessionFromRequest(withCookie(cookie))).toBeDefined();
  expect(await sessionFromRequest(withCookie(other))).toBeUndefined();

  const old = await login(
    jsonRequest('/api/community/login', { email: form.email, password: form.password }),
    ctx,
  );
  expect(old.status).toBe(401);
  const fresh = await login(
    jsonRequest('/api/community/login', { email: form.email, password: 'a brand new passphrase' }),
    ctx,
  );
  expect(fresh.status).toBe(200);
});

test('password checks in the members area count against the login limit', async () => {
  const { cookie } = await memberWithSession();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const answer = await deleteAccount(
      jsonRequest(
        '/api/community/account/delete',
        { currentPassword: `guess number ${attempt}` },
        { headers: { cookie } },
      ),
      ctx,
    );
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
  expect(statuses.slice(5)).toEqual([429, 429]);
});

test('deleting the account takes the member, their sessions, enquiries, CVs, notes and mail', async () => {
  const { form, cookie, member } = await memberWithSession();
  const second = cookieFrom(
    await login(
      jsonRequest('/api/community/login', { email: form.email, password: form.password }),
      ctx,
    ),
  );
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

  const wrong = await deleteAccount(
    jsonRequest(
      '/api/community/account/delete',
      { currentPassword: 'nope nope' },
      { headers: { cookie } },
    ),
    ctx,
  );
  expect(wrong.status).toBe(422);
  expect(await findMemberByEmail(form.email)).toBeDefined();

  const gone = await deleteAccount(
    jsonRequest(
      '/api/community/account/delete',
      { currentPassword: form.password },
      { headers: { cookie } },
    ),
    ctx,
  );
  expect(gone.status).toBe(200);
  expect(gone.headers.get('set-cookie')).toMatch(/community_session=;.*Max-Age=0/);
  expect(await findMemberByEmail(form.email)).toBeUndefined();
  expect(await sessionFromRequest(withCookie(second))).toBeUndefined();
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

  const again = await deleteAccount(
    jsonRequest(
      '/api/community/account/delete',
      { currentPassword: form.password },
      { headers: { cookie } },
    ),
    ctx,
  );
  expect(again.status).toBe(401);
});
