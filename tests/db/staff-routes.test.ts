/**
 * The back office against a real database: the CV download's headers and the streamed,
 * formula-safe export (route handlers), the inbox's forms going back to the enquiry, erasure for
 * admins only, and no personal data for anyone but signed-in staff.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { GET as cv } from '@/app/api/staff/enquiries/[id]/cv/route';
import { GET as exportCsv } from '@/app/api/staff/export/route';
import { startSession } from '@/lib/auth/session';
import { database } from '@/lib/db/client';
import { auditLog, enquiries, members } from '@/lib/db/schema';
import { listNotes } from '@/lib/db/queries/inbox';
import { eraseForm, noteForm, statusForm } from '@/lib/staff/inbox-forms';
import { useTestDatabase } from '../support/database';
import { done, redirected, refused, submit, TestJar } from '../support/forms';
import { ORIGIN } from '../support/requests';
import { signedInStaff, type TestStaff } from '../support/staff';

/** A signed-in member's cookies, put straight into the database (registration is tested on its own). */
async function memberCookies(): Promise<Record<string, string>> {
  const db = await database();
  const [member] = await db
    .insert(members)
    .values({
      firstName: 'M',
      lastName: 'Ember',
      username: 'member_x',
      email: 'member.x@example.com',
      gender: 'female',
      countryCode: 'NG',
      countryName: 'Nigeria',
      passwordHash: 'unused',
      emailConfirmedAt: new Date(),
    })
    .returning();
  const cookies = await startSession({ memberId: member!.id });
  return Object.fromEntries(cookies.map(({ name, value }) => [name, value]));
}

let cleanup: () => Promise<void>;
let staff: TestStaff;
let id: string;
const SECRET = 'Adaeze Secretname';

beforeAll(async () => {
  cleanup = await useTestDatabase();
  staff = await signedInStaff();
  const db = await database();
  const [row] = await db
    .insert(enquiries)
    .values({
      type: 'job-application',
      payload: {
        name: SECRET,
        email: 'adaeze@example.com',
        message: '=HYPERLINK("http://evil")',
        phone: '+2348012345678',
      },
      attachmentName: 'Lebenslauf "neu"; ü.pdf',
      attachmentType: 'application/pdf',
      attachment: Buffer.from('%PDF-1.4 test'),
    })
    .returning();
  id = row!.id;
  // More rows than one export batch, in one statement.
  await db.insert(enquiries).values(
    Array.from({ length: 1200 }, (_, n) => ({
      type: 'contact' as const,
      payload: { name: `-n${n}`, email: `p${n}@example.com`, message: '@SUM(1)' },
    })),
  );
}, 60_000);

afterAll(() => cleanup());

const params = () => ({ params: Promise.resolve({ id }) });
const get = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
const stored = async () => {
  const db = await database();
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
};

test('the CV downloads as an attachment with a safe name, its type, nosniff and no caching', async () => {
  const answer = await cv(get(`/api/staff/enquiries/${id}/cv`, staff.cookie), params());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(answer.headers.get('content-disposition')).toBe(
    `attachment; filename="Lebenslauf _neu__ _.pdf"; filename*=UTF-8''Lebenslauf%20%22neu%22%3B%20%C3%BC.pdf`,
  );
  expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe('%PDF-1.4 test');
  const db = await database();
  expect(await db.select().from(auditLog).where(eq(auditLog.action, 'download'))).toHaveLength(1);
});

test('the export streams every row, quoted and formula-safe, and records its row count', async () => {
  const answer = await exportCsv(get('/api/staff/export', staff.cookie), {
    params: Promise.resolve({}),
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toBeInstanceOf(ReadableStream);
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-/);
  const text = await answer.text();
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(1 + 1201);
  expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(text).toContain(`"'-n0"`);
  expect(text).toContain(`"'@SUM(1)"`);
  expect(lines.slice(1).every((line) => line.startsWith('"') && line.endsWith('"'))).toBe(true);
  const db = await database();
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'export'));
  expect(entry?.detail).toEqual({ filters: {}, rows: 1201, complete: true });
});

test('an export with a filter that does not parse is a 400, not a silent full export', async () => {
  const answer = await exportCsv(get('/api/staff/export?type=nope', staff.cookie), {
    params: Promise.resolve({}),
  });
  expect(answer.status).toBe(400);
});

test('a status change is answered on the enquiry drawn again; a bad status or Withdrawn is refused on the field', async () => {
  const change = (status: string) => submit(statusForm, { id, status }, { jar: staff.jar });
  expect(done((await change('in-review')).outcome)).toMatchObject({
    message: 'Status: In review.',
    refresh: true,
  });
  expect((await stored())?.status).toBe('in-review');
  for (const status of ['deleted', 'withdrawn']) {
    const refusal = refused((await change(status)).outcome);
    expect(refusal.message).toBeTruthy();
    expect(refusal.fieldErrors?.status?.[0]).toMatch(/Choose New, In review/);
    expect(refusal.values).toEqual({ status });
  }
  expect((await stored())?.status).toBe('in-review');
});

test('a note is answered on the page with an empty box, and the page drawn again with it', async () => {
  const add = (body: string) => submit(noteForm, { id, body }, { jar: staff.jar });
  const answer = done((await add('Called on Tuesday.')).outcome);
  expect(answer.message).toBe('Note added.');
  // Nothing given back to refill the box with, and the page redrawn to show the note.
  expect(answer.values).toBeUndefined();
  expect((await add('Called on Tuesday.')).outcome).toMatchObject({ refresh: true });
  expect((await listNotes(id)).map((note) => note.body)).toEqual([
    'Called on Tuesday.',
    'Called on Tuesday.',
  ]);
  const refusal = refused((await add('Call \u202Eback')).outcome);
  expect(refusal.values).toEqual({ body: 'Call \u202Eback' });
  expect(await listNotes(id)).toHaveLength(2);
});

test('erasure is for admins: a staff session is refused and nothing is erased', async () => {
  const request = { email: 'adaeze@example.com', confirm: 'yes' };
  const refusal = refused((await submit(eraseForm, request, { jar: staff.jar })).outcome);
  expect(refusal.message).toMatch(/cannot do this/);
  expect(await stored()).toBeDefined();

  // Unticked, even an admin's request is refused on the box.
  const admin = await signedInStaff('admin');
  const unticked = refused(
    (await submit(eraseForm, { email: 'nobody@example.com' }, { jar: admin.jar })).outcome,
  );
  expect(unticked.fieldErrors?.confirm).toEqual(['Tick the box to confirm the erasure']);
  const erased = redirected(
    (await submit(eraseForm, { email: 'nobody@example.com', confirm: 'yes' }, { jar: admin.jar }))
      .outcome,
  );
  // The answer names no address: drawn at it, the page would look it up (and log it) again.
  expect(erased).toBe('/staff/erase?erased=0.0.0.0.0.0');
});

test('no session, a member session and a session before its second factor get no personal data', async () => {
  const member = await memberCookies();
  const half = await signedInStaff('staff', { secondFactor: false });
  const asHeader = (jar: Record<string, string>) =>
    Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  for (const [cookie, jar] of [
    [undefined, new TestJar()],
    [asHeader(member), new TestJar(member)],
    [half.cookie, half.jar],
  ] as const) {
    const answers = [
      await cv(get(`/api/staff/enquiries/${id}/cv`, cookie), params()),
      await exportCsv(get('/api/staff/export', cookie), { params: Promise.resolve({}) }),
    ];
    const texts: string[] = [];
    for (const answer of answers) {
      expect([401, 403]).toContain(answer.status);
      texts.push(await answer.text());
    }
    for (const post of [
      () => submit(eraseForm, { email: 'adaeze@example.com', confirm: 'yes' }, { jar: jar.copy() }),
      () => submit(statusForm, { id, status: 'closed' }, { jar: jar.copy() }),
    ]) {
      const refusal = refused((await post()).outcome);
      expect(refusal.message).toMatch(/session has ended|cannot do this/);
      texts.push(JSON.stringify(refusal));
    }
    for (const text of texts) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('adaeze');
      expect(text).not.toContain('%PDF');
    }
  }
  expect(await stored()).toMatchObject({ status: 'in-review' });
});
