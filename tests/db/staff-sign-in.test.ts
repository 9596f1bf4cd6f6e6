/**
 * Staff sign-in through its route handlers against a real database: set-up link → password →
 * enrolment → signed in; then password and a code, each code once; recovery codes; rate limits;
 * a disabled account's live session refused at once; idle and absolute expiry.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { POST as enrol } from '@/app/api/staff/enrol/route';
import { POST as code } from '@/app/api/staff/sign-in/code/route';
import { POST as signIn } from '@/app/api/staff/sign-in/route';
import { POST as signOut } from '@/app/api/staff/sign-out/route';
import { POST as setup } from '@/app/api/staff/setup/route';
import { staffFromRequest } from '@/lib/auth/staff-session';
import { database } from '@/lib/db/client';
import { findStaffByEmail } from '@/lib/db/queries/staff';
import { staffSessions } from '@/lib/db/schema';
import { addStaff, disableStaff } from '@/lib/staff/accounts';
import { beginEnrolment } from '@/lib/staff/enrolment';
import { totpCode } from '@/lib/staff/totp';
import { useTestDatabase } from '../support/database';
import { formRequest, ORIGIN } from '../support/requests';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '5' });
});
afterAll(() => cleanup());

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  formRequest(path, fields, cookie ? { cookie } : {});

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;
const page = (cookie: string) => new Request(`${ORIGIN}/staff`, { headers: { cookie } });
const PASSWORD = 'a long staff password';

async function setUp(email: string) {
  const link = await addStaff({ email, name: 'Sam Staff', role: 'staff' }, { command: 'test' });
  const token = new URL(link).searchParams.get('token')!;
  const answer = await setup(post('/api/staff/setup', { token, password: PASSWORD }), undefined);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/staff/enrol');
  const cookie = cookieOf(answer);
  expect(await staffFromRequest(page(cookie))).toBeUndefined();
  const staffId = (await findStaffByEmail(email))!.id;
  const { secret, codes } = await beginEnrolment(staffId);
  const wrong = await enrol(post('/api/staff/enrol', { code: '000000' }, cookie), undefined);
  expect(wrong.headers.get('location')).toMatch(/error=code/);
  const done = await enrol(
    post('/api/staff/enrol', { code: totpCode(secret, Date.now() - 30_000) }, cookie),
    undefined,
  );
  expect(done.headers.get('location')).toBe('/staff');
  // The second factor hands out a new token; the set-up step's token opens nothing more.
  const signedIn = cookieOf(done);
  expect(signedIn).not.toBe(cookie);
  expect(await staffFromRequest(page(cookie))).toBeUndefined();
  expect(await staffFromRequest(page(signedIn))).toBeDefined();
  return { cookie: signedIn, secret, codes };
}

async function password(email: string, value = PASSWORD) {
  return signIn(post('/api/staff/sign-in', { email, password: value }), undefined);
}

test('set-up, enrolment, sign-out, then password and a code that works once', async () => {
  const { cookie, secret, codes } = await setUp('sam@deltacrest.example');
  const out = await signOut(post('/api/staff/sign-out', {}, cookie), undefined);
  expect(out.headers.get('location')).toBe('/staff/sign-in');
  expect(await staffFromRequest(page(cookie))).toBeUndefined();

  expect(
    (await password('sam@deltacrest.example', 'not the password')).headers.get('location'),
  ).toMatch(/error=wrong/);
  const first = await password('SAM@deltacrest.example');
  expect(first.headers.get('location')).toBe('/staff/sign-in/code');
  const partial = cookieOf(first);
  expect(await staffFromRequest(page(partial))).toBeUndefined();
  const now = totpCode(secret);
  const ok = await code(post('/api/staff/sign-in/code', { code: now }, partial), undefined);
  expect(ok.headers.get('location')).toBe('/staff');
  expect(await staffFromRequest(page(partial))).toBeUndefined();
  expect(await staffFromRequest(page(cookieOf(ok)))).toBeDefined();

  const again = cookieOf(await password('sam@deltacrest.example'));
  const replay = await code(post('/api/staff/sign-in/code', { code: now }, again), undefined);
  expect(replay.headers.get('location')).toMatch(/error=code/);
  const recovery = await code(
    post('/api/staff/sign-in/code', { code: codes[3]! }, again),
    undefined,
  );
  expect(recovery.headers.get('location')).toBe('/staff');
});

test('a disabled account is refused at once, and cannot sign in', async () => {
  const { cookie } = await setUp('gone@deltacrest.example');
  await disableStaff('gone@deltacrest.example', { command: 'test' });
  expect(await staffFromRequest(page(cookie))).toBeUndefined();
  expect((await password('gone@deltacrest.example')).headers.get('location')).toMatch(
    /error=wrong/,
  );
});

test('password attempts per account are limited before the password is checked', async () => {
  await setUp('limited@deltacrest.example');
  for (let i = 0; i < 5; i += 1) await password('limited@deltacrest.example', 'wrong password!');
  const blocked = await password('limited@deltacrest.example');
  expect(blocked.headers.get('location')).toMatch(/error=too-many/);
});

async function sessionOf(email: string) {
  const person = await findStaffByEmail(email);
  const db = await database();
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, person!.id));
  return row!;
}

test('idle and absolute expiry end a staff session', async () => {
  const db = await database();
  const { cookie } = await setUp('expiry@deltacrest.example');
  await db
    .update(staffSessions)
    .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(staffSessions.id, (await sessionOf('expiry@deltacrest.example')).id));
  expect(await staffFromRequest(page(cookie))).toBeUndefined();

  const { cookie: second } = await setUp('expiry2@deltacrest.example');
  await db
    .update(staffSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(staffSessions.id, (await sessionOf('expiry2@deltacrest.example')).id));
  expect(await staffFromRequest(page(second))).toBeUndefined();
});
