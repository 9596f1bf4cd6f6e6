/**
 * Two production servers (`server.mjs`) on one PostgreSQL database, started at the same moment
 * so that their migrations race: the migrations run once, a session made on one instance is
 * valid on the other (and ending it on one ends it on both), and the per-account login limit is
 * counted across them; two staff publishing addenda at once, one on each instance, number them
 * 1 and 2 and each interested company's member is mailed each once, though both instances' mail
 * workers run. Needs a PostgreSQL server: `npm test` runs it under
 * `bash scripts/with-postgres.sh npx playwright test e2e/scale-out.spec.ts`. No browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seedInto } from './support/companies';
import { insertMember, type TestMember } from './support/member';
import { cookiesAfter, fetchPageForm, withButton } from './support/page-forms';
import { testDatabase, withClient } from './support/postgres';
import { launchServer, waitHealthy, type ServerProcess } from './support/server-process';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const perAccount = 5;
let databaseUrl: string;
let database: ReturnType<typeof testDatabase> | undefined;
let servers: ServerProcess[] = [];
let member: TestMember;

/** The login's refusal of a wrong password (lib/community/login.ts). */
const WRONG = 'That e-mail address and password do not match an account.';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = testDatabase('scale_out');
  await database.create();
  databaseUrl = database.url;
  const env = {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_LOGIN_PER_ACCOUNT: String(perAccount),
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  };
  // Both at once, before either has migrated anything.
  servers = await Promise.all([launchServer(env), launchServer(env)]);
});

test.afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await database?.drop();
});

/** The login page's form, posted as a browser without JavaScript does. */
function signIn(base: string, password: string) {
  return fetchPageForm(base, '/community-login', { email: member.email, password });
}

/** What a refused sign-in said (the page comes back with the form's message). */
async function refusal(answer: Response): Promise<string> {
  expect(answer.status).toBe(200);
  const html = await answer.text();
  if (html.includes(WRONG)) return 'wrong';
  if (/Too many attempts\. Please wait/.test(html)) return 'wait';
  return 'other';
}

function membersArea(base: string, cookie: string) {
  return fetch(`${base}/community`, {
    headers: { cookie },
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

test('both instances start together and the migrations run once', async () => {
  for (const server of servers) {
    await waitHealthy(server).catch((error: Error) => {
      throw new Error(`${error.message}; its output:\n${server.output()}`);
    });
  }
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
    entries: unknown[];
  };
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ rows: number; hashes: number }>(
      'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    ),
  );
  expect(rows[0]).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
  member = await insertMember(databaseUrl, Date.now().toString(36));
});

test('a session made on one instance is valid on the other; signing out on one ends it on both', async () => {
  const [a, b] = servers.map((server) => server.base) as [string, string];
  const login = await signIn(a, member.password);
  expect(login.status).toBe(303);
  const cookie = cookiesAfter(login);
  expect(cookie).toMatch(/community_session=./);

  for (const base of [a, b]) {
    const page = await membersArea(base, cookie);
    expect(page.status, base).toBe(200);
    expect(await page.text()).toContain(`Welcome, ${member.firstName}`);
  }

  const signOut = await fetchPageForm(
    b,
    '/community',
    {},
    { cookie, pick: withButton('Sign out') },
  );
  expect(signOut.status).toBe(303);
  for (const base of [a, b]) {
    const page = await membersArea(base, cookie);
    expect(page.status, base).toBeGreaterThanOrEqual(300);
    expect(page.status, base).toBeLessThan(400);
    // Through the route that forgets the ended session's cookies, on to the login.
    expect(page.headers.get('location'), base).toBe('/api/community/signed-out?next=%2Fcommunity');
  }
});

test('the per-account login limit is counted across instances', async () => {
  const answers: string[] = [];
  for (let i = 0; i < perAccount + 3; i += 1) {
    answers.push(await refusal(await signIn(servers[i % 2]!.base, `wrong password ${i}`)));
  }
  expect(answers).toEqual([...Array(perAccount).fill('wrong'), ...Array(3).fill('wait')]);
  // Locked on both: even the right password waits.
  for (const { base } of servers) {
    expect(await refusal(await signIn(base, member.password)), base).toBe('wait');
  }
});

/** A signed-in staff publisher (past the second factor), put straight into the database. */
async function staffCookie(name: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into staff (email, name, role, can_publish) values ($1, $2, 'admin', true)
       returning id`,
      [`${name.toLowerCase()}.${Date.now().toString(36)}@deltacrest.example`, name],
    );
    await client.query(
      `insert into staff_sessions (token_hash, staff_id, second_factor_at, expires_at)
       values ($1, $2, now(), now() + interval '1 hour')`,
      [createHash('sha256').update(token).digest('hex'), rows[0]!.id],
    );
  });
  // The name a production server reads (__Host-), and the plain one (lib/auth/staff-session.ts).
  return `__Host-staff_session=${token}; staff_session=${token}`;
}

test('two addenda at once, one on each instance: numbered 1 and 2, each mailed once', async () => {
  const stamp = Date.now().toString(36);
  const owners = ['Ifeoma', 'Tunde', 'Quiet'].map((firstName) => ({
    firstName,
    email: `${firstName.toLowerCase()}.${stamp}@example.com`,
    password: 'a long member password',
  }));
  const id = await withClient(databaseUrl, async (client) => {
    const companies = await seedInto(
      client,
      owners.map((owner) => ({ owner, name: `${owner.firstName} Pipeline Ltd` })),
    );
    const { rows } = await client.query<{ id: string }>(
      `insert into opportunities (title, kind, description, trades, areas, questions_close_at,
         closes_at, published_at)
       values ('Flowline replacement', 'subcontract', 'Replace 4 km of flowline.',
         array['pipeline-services'], array['NG-RI'], now() + interval '9 days',
         now() + interval '10 days', now())
       returning id`,
    );
    // Two interested companies; the third said not interested, and hears nothing.
    for (const [index, company] of companies.entries())
      await client.query(
        `insert into interests (opportunity_id, company_id, interested) values ($1, $2, $3)`,
        [rows[0]!.id, company, index < 2],
      );
    return rows[0]!.id;
  });
  const change = (base: string, cookie: string, title: string) =>
    fetchPageForm(
      base,
      `/staff/opportunities/${id}`,
      {
        title,
        kind: 'subcontract',
        description: 'Replace 4 km of flowline and its two tie-ins.',
        trades: 'pipeline-services',
        areas: 'NG-RI',
        visibility: 'verified',
        questionsCloseAt: lagosInput(9),
        closesAt: lagosInput(10),
        note: `Renamed: ${title}.`,
      },
      { cookie, pick: withButton('Publish the addendum') },
    );
  const [a, b] = servers.map((server) => server.base) as [string, string];
  const answers = await Promise.all([
    change(a, await staffCookie('Ada'), 'Flowline replacement, phase 1'),
    change(b, await staffCookie('Bola'), 'Flowline replacement, phase A'),
  ]);
  for (const answer of answers) expect(answer.status).toBe(303);
  const { rows: numbers } = await withClient(databaseUrl, (client) =>
    client.query<{ number: number }>(
      'select number from addenda where opportunity_id = $1 order by number',
      [id],
    ),
  );
  expect(numbers.map((row) => row.number)).toEqual([1, 2]);
  // What both instances' mail workers sent (no SMTP here: each logs the message it would send).
  const sent = (email: string) =>
    servers
      .flatMap((server) => server.lines)
      .filter((line) => line.includes('"mail":true') && line.includes(`"to":"${email}"`))
      .map((line) => (JSON.parse(line) as { subject: string }).subject)
      .filter((subject) => subject.startsWith('Addendum'))
      .map((subject) => subject.slice(0, 11))
      .sort();
  for (const owner of owners.slice(0, 2))
    await expect
      .poll(() => sent(owner.email), { timeout: 60_000 })
      .toEqual(['Addendum 1:', 'Addendum 2:']);
  // Once nothing for them waits in the outbox, neither worker can send one again.
  await expect
    .poll(async () => {
      const { rows } = await withClient(databaseUrl, (client) =>
        client.query<{ waiting: number }>(
          `select count(*)::int as waiting from outbox where status = 'pending' and "to" = any($1)`,
          [owners.map((owner) => owner.email)],
        ),
      );
      return rows[0]!.waiting;
    })
    .toBe(0);
  for (const owner of owners.slice(0, 2))
    expect(sent(owner.email)).toEqual(['Addendum 1:', 'Addendum 2:']);
  expect(sent(owners[2]!.email)).toEqual([]);
});

/** `days` from now as a `datetime-local` value in Lagos (UTC+1 all year). */
function lagosInput(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString().slice(0, 16);
}
