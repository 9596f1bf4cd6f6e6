/**
 * Two production servers (`server.mjs`) on one PostgreSQL database, started at the same moment
 * so that their migrations race: the migrations run once, a session made on one instance is
 * valid on the other (and ending it on one ends it on both), and the per-account login limit is
 * counted across them. Needs a PostgreSQL server: `npm test` runs it under
 * `bash scripts/with-postgres.sh npx playwright test e2e/scale-out.spec.ts`. No browser.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
