// `npm run bench:inbox`: the staff inbox with 10,000 enquiries on PostgreSQL (run under
// scripts/with-postgres.sh, which provides DATABASE_URL). Needs a build (`npm run build`).
// Reports the inbox page's server time (median of a filtered page and of the first page) and the
// server's peak memory while it streams the CSV export of 1,000 and of all 10,000 rows: a flat
// peak means the export does not hold the list in memory. See BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { startNext } from './bench/servers.mjs';
import { median } from './bench/stats.mjs';

const ROWS = 10_000;
const RUNS = 30;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:inbox: run it as npm run bench:inbox (it needs DATABASE_URL)');
  process.exit(1);
}
const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-inbox-'));
const say = (line) => process.stderr.write(`[bench:inbox] ${line}\n`);
stopAllOnExit(async () => rmSync(workDir, { recursive: true, force: true }));

const [port] = await freePorts(1);
say('starting the server');
const next = await startNext({
  cwd,
  port,
  dataDir: workDir,
  databaseUrl,
  logFile: join(workDir, 'server.log'),
  readyPath: '/api/health',
});

say(`seeding ${ROWS} enquiries and a staff session`);
const token = randomBytes(32).toString('base64url');
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query(
  `insert into enquiries (type, status, payload, email, created_at)
   select (array['study','job-application','business','contact'])[1 + n % 4],
          (array['new','in-review','replied','closed'])[1 + n % 4],
          jsonb_build_object('name', 'Person ' || n, 'email', 'person' || n || '@example.com',
                             'message', repeat('A question about the services. ', 10) || n),
          'person' || n || '@example.com',
          now() - n * interval '1 minute'
   from generate_series(1, $1::int) as n`,
  [ROWS],
);
const { rows } = await client.query(
  `insert into staff (email, name, role) values ('bench@deltacrest.example', 'Bench', 'staff') returning id`,
);
await client.query(
  `insert into staff_sessions (token_hash, staff_id, second_factor_at, expires_at)
   values ($1, $2, now(), now() + interval '1 hour')`,
  [createHash('sha256').update(token).digest('hex'), rows[0].id],
);
await client.query('analyze enquiries');
await client.end();
const headers = { cookie: `staff_session=${token}; __Host-staff_session=${token}` };

async function timed(path) {
  const times = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${next.url}${path}`, { headers, redirect: 'manual' });
    const body = await answer.text();
    if (answer.status !== 200 || !body.includes('Inbox'))
      throw new Error(`${path}: ${answer.status}`);
    if (run >= 3) times.push(performance.now() - started);
  }
  return median(times);
}

function groupRssKb() {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(next.pid)], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
}

async function exportPeak(path) {
  let peak = groupRssKb();
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssKb())), 25);
  const answer = await fetch(`${next.url}${path}`, { headers });
  const lines = (await answer.text()).trim().split('\r\n').length - 1;
  clearInterval(sampler);
  return { lines, peakMb: Math.round(Math.max(peak, groupRssKb()) / 1024) };
}

say('measuring');
const filtered = await timed('/staff?type=contact&status=closed&q=person1&page=2');
const first = await timed('/staff');
await exportPeak('/api/staff/export?type=study');
const before = Math.round(groupRssKb() / 1024);
const small = await exportPeak('/api/staff/export?q=person1');
const all = await exportPeak('/api/staff/export');
console.log(`| Inbox, filtered page (median of ${RUNS}) | ${filtered.toFixed(0)} ms |`);
console.log(`| Inbox, first page (median of ${RUNS}) | ${first.toFixed(0)} ms |`);
console.log(`| Server RSS before export | ${before} MB |`);
console.log(`| Export peak RSS, ${small.lines} rows | ${small.peakMb} MB |`);
console.log(`| Export peak RSS, ${all.lines} rows | ${all.peakMb} MB |`);
await stopAll();
rmSync(workDir, { recursive: true, force: true });
