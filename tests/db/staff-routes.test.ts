/**
 * The staff route handlers against a real database: the CV download's headers, the streamed
 * formula-safe export, the changes' 303, and no personal data for anyone but signed-in staff.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { GET as cv } from '@/app/api/staff/enquiries/[id]/cv/route';
import { POST as change } from '@/app/api/staff/enquiries/[id]/route';
import { GET as exportCsv } from '@/app/api/staff/export/route';
import { POST as erase } from '@/app/api/staff/erase/route';
import { database } from '@/lib/db/client';
import { auditLog, enquiries, members } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/database';
import { startSession } from '@/lib/auth/session';
import { ORIGIN } from '../support/requests';
import { signedInStaff, type TestStaff } from '../support/staff';

/** A signed-in member's cookie, put straight into the database (registration is tested on its own). */
async function memberCookie(): Promise<string> {
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
  return cookies.map(([, value]) => value.split(';')[0]).join('; ');
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

test('a status change answers 303 back to the enquiry; a bad status is a 422', async () => {
  const post = (body: Record<string, string>) =>
    change(
      new Request(`${ORIGIN}/api/staff/enquiries/${id}`, {
        method: 'POST',
        body: new URLSearchParams(body),
        headers: {
          origin: ORIGIN,
          host: 'localhost:3000',
          cookie: staff.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
      }),
      params(),
    );
  const done = await post({ action: 'status', status: 'in-review' });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(`/staff/enquiries/${id}`);
  expect((await post({ action: 'status', status: 'deleted' })).status).toBe(422);
});

test('no session, a member session and a session before its second factor get no personal data', async () => {
  const member = await memberCookie();
  const half = await signedInStaff('staff', { secondFactor: false });
  for (const cookie of [undefined, member, half.cookie]) {
    const answers = [
      await cv(get(`/api/staff/enquiries/${id}/cv`, cookie), params()),
      await exportCsv(get('/api/staff/export', cookie), { params: Promise.resolve({}) }),
      await erase(
        new Request(`${ORIGIN}/api/staff/erase`, {
          method: 'POST',
          body: new URLSearchParams({ email: 'adaeze@example.com', confirm: 'yes' }),
          headers: {
            origin: ORIGIN,
            host: 'localhost:3000',
            ...(cookie ? { cookie } : {}),
            'content-type': 'application/x-www-form-urlencoded',
          },
        }),
        { params: Promise.resolve({}) },
      ),
    ];
    for (const answer of answers) {
      expect([401, 403]).toContain(answer.status);
      const body = await answer.text();
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('adaeze');
      expect(body).not.toContain('%PDF');
    }
  }
  const db = await database();
  expect(await db.select().from(enquiries).where(eq(enquiries.id, id))).toHaveLength(1);
});
