// `npm run bench:board`: the opportunities board with 5,000 opportunities and about 50,000
// expressions of interest, on the embedded database and (run under scripts/with-postgres.sh,
// which provides DATABASE_URL) on PostgreSQL. Needs a build (`npm run build`). A member is
// registered through the pages, then the rows are seeded with SQL (the member's company among a
// thousand verified ones); the bench reports the median server time of the public board, the
// member's board and one opportunity, the staff list and the staff view of the opportunity with
// the most expressions of interest, the server's peak memory meanwhile, and the longest
// /api/health answer while they run. See BENCHMARKS.md.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { memberCookie, signUpMember } from './bench/member.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { startNext } from './bench/servers.mjs';
import { groupRssMb, watched } from './bench/watched.mjs';
import { median } from './bench/stats.mjs';

const COMPANIES = 1_000;
const OPPORTUNITIES = 5_000;
const EACH = 10;
const RUNS = Number(process.env.RUNS ?? 20);
const databaseUrl = process.env.DATABASE_URL ?? '';
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-board-'));
const dataDir = join(workDir, 'data');
const logFile = join(workDir, 'server.log');
const say = (line) => process.stderr.write(`[bench:board ${engine}] ${line}\n`);
stopAllOnExit(async () => {
  const exit = await Promise.race([server?.exited, new Promise((r) => setTimeout(r, 200))]);
  if (exit) say(`the server exited: ${JSON.stringify(exit)}`);
  try {
    say(
      `the server's log ends:\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`,
    );
  } catch {
    // No log yet.
  }
  rmSync(workDir, { recursive: true, force: true });
});

const token = randomBytes(32).toString('base64url');
const member = {
  firstName: 'Bench',
  lastName: 'Builder',
  username: `board_${Date.now().toString(36)}`,
  email: `board.${Date.now()}@example.com`,
  phoneCountry: 'GB',
  phone: '0161 496 0123',
  gender: 'female',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  country: 'AX',
};
const trades = ['pipeline-services', 'mechanical-construction', 'haulage', 'marine-services'];

/**
 * The rows, in SQL both engines run. Opportunity 1 is open and has an expression of interest
 * from every company; each other has ten; a third have closed; half have a public summary.
 */
const seed = [
  `insert into companies (registered_name, country_code, registration_number, tax_number,
     registered_address, trades, areas, supplier_class, responsible_name, responsible_role,
     responsible_email, responsible_phone, state, submitted_at, created_at)
   select 'Board Company ' || n, 'NG', 'RC ' || (2000000 + n), '12345678-0001',
     n || ' Aba Road, Port Harcourt', array['${trades.join("','")}'], array['NG-RI'], 'general',
     'Person ' || n, 'Director', 'person' || n || '@example.com', '+2348031234567', 'verified',
     now() - interval '30 days', now() - interval '30 days'
   from generate_series(1, ${COMPANIES}) as n`,
  `insert into opportunities (title, kind, description, trades, areas, visibility, public_summary,
     questions_close_at, closes_at, published_at, addenda, created_at)
   select 'Opportunity ' || n, (array['subcontract','supply','manpower'])[1 + n % 3],
     'Scope of opportunity ' || n || ': ' || repeat('work to be done. ', 40),
     array[(array['${trades.join("','")}'])[1 + n % 4]], array['NG-RI'], 'verified', n % 2 = 0,
     now() + ((n % 90) - 30) * interval '1 day' - interval '1 day',
     case when n = 1 then now() + interval '20 days' else now() + ((n % 90) - 30) * interval '1 day' end,
     now() - interval '40 days' + n * interval '1 minute', n % 3, now() - interval '40 days'
   from generate_series(1, ${OPPORTUNITIES}) as n`,
  `insert into interests (opportunity_id, company_id, interested, statement, submitted_at,
     addenda_seen, updated_at)
   select o.id, c.id, k % 5 <> 0, 'What company ' || c.m || ' offers: ' || repeat('experience. ', 30),
     case when k % 5 <> 0 then now() - interval '2 days' end, 0, now() - interval '2 days'
   from (select id, row_number() over (order by published_at) as n from opportunities) o
   cross join generate_series(1, ${EACH}) as k
   join (select id, row_number() over (order by registration_number) - 1 as m from companies) c
     on c.m = (o.n * 7 + k * 97) % ${COMPANIES}
   where o.n > 1`,
  `insert into interests (opportunity_id, company_id, interested, statement, submitted_at,
     addenda_seen, updated_at)
   select o.id, c.id, true, 'What this company offers: ' || repeat('experience. ', 30),
     now() - interval '2 days', 0, now() - interval '2 days'
   from (select id from opportunities where title = 'Opportunity 1') o, companies c`,
  `insert into company_members (member_id, company_id, role)
   select m.id, c.id, 'owner' from members m, companies c
   where m.email = '${member.email}' and c.registered_name = 'Board Company 1'`,
  `insert into staff (email, name, role, can_publish)
   values ('bench@deltacrest.example', 'Bench', 'admin', true)`,
  `insert into staff_sessions (token_hash, staff_id, second_factor_at, expires_at)
   select '${createHash('sha256').update(token).digest('hex')}', id, now(), now() + interval '2 hours'
   from staff where email = 'bench@deltacrest.example'`,
  'analyze',
];

async function seedPglite() {
  // The server made and migrated the folder; it is stopped while the bench writes to it.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(dataDir, 'pglite'));
  for (const statement of seed) await db.exec(statement);
  const { rows } = await db.query(`select count(*)::int as n from interests`);
  await db.close();
  return rows[0].n;
}

async function seedPostgres() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const statement of seed) await client.query(statement);
  const { rows } = await client.query(`select count(*)::int as n from interests`);
  await client.end();
  return rows[0].n;
}

const [port] = await freePorts(1);
const start = () =>
  startNext({ cwd, port, dataDir, databaseUrl, logFile, readyPath: '/api/health' });
let server = await start();
const refused = await signUpMember({ baseUrl: server.url, serverLog: logFile, member });
if (refused) throw new Error(refused);
say(`seeding ${OPPORTUNITIES} opportunities and their expressions of interest`);
let interestCount;
if (databaseUrl) interestCount = await seedPostgres();
else {
  await stopAll();
  interestCount = await seedPglite();
  server = await start();
}
const staff = `staff_session=${token}; __Host-staff_session=${token}`;
const memberSession = await memberCookie({ baseUrl: server.url, member });

async function timed(path, cookie, expect) {
  const times = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' });
    const body = await answer.text();
    if (answer.status !== 200 || !body.includes(expect))
      throw new Error(`${path}: ${answer.status}, without "${expect}"`);
    if (run >= 3) times.push(performance.now() - started);
  }
  return median(times);
}

const busiest = (
  await (
    await fetch(`${server.url}/community/opportunities`, { headers: { cookie: memberSession } })
  ).text()
).match(/href="\/community\/opportunities\/([0-9a-f-]{36})">Opportunity 1</)?.[1];
if (!busiest) throw new Error('the member’s board does not list Opportunity 1');
const pages = [
  ['Public board, first page', '/opportunities', '', 'Opportunity'],
  [
    'Member’s board (open to the company, its answers)',
    '/community/opportunities',
    memberSession,
    'Opportunity 1',
  ],
  [
    'Member’s view of one opportunity',
    `/community/opportunities/${busiest}`,
    memberSession,
    'Your expression of interest',
  ],
  ['Staff list, first page', '/staff/opportunities', staff, 'Opportunity'],
  [
    'Staff view of the opportunity with 1,000 expressions of interest',
    `/staff/opportunities/${busiest}`,
    staff,
    'Board Company 1',
  ],
];
say('measuring');
for (const [, path, cookie, expect] of pages) await timed(path, cookie, expect);
const rss = groupRssMb(server.pid);
const {
  result: times,
  longest,
  peak,
} = await watched(server, async () => {
  const out = [];
  for (const [name, path, cookie, expect] of pages)
    out.push([name, await timed(path, cookie, expect)]);
  return out;
});

const ms = (value) => `${Math.round(value)} ms`;
console.log(
  `\n${engine}, ${OPPORTUNITIES} opportunities and ${interestCount} expressions of interest (medians of ${RUNS}):\n`,
);
console.log('| Page | Server time |');
console.log('|---|---|');
for (const [name, value] of times) console.log(`| ${name} | ${ms(value)} |`);
console.log(`| Server memory before / peak while serving them | ${rss} MB / ${peak} MB |`);
console.log(`| Longest /api/health answer meanwhile | ${ms(longest)} |`);
await stopAll();
rmSync(workDir, { recursive: true, force: true });
process.exit(0);
