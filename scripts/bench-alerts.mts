// `npm run bench:alerts`: the alert sender (lib/alerts/digest.ts) matching 20,000 confirmed
// alerts against 50 new jobs and listings and queueing their digests, on the embedded database
// and on PostgreSQL (scripts/with-postgres.sh gives it one). Each engine: one process fills the
// database, a fresh one runs the sender once with the site's own /api/health handler served
// from the same process and asked every 20 ms meanwhile, so a sender that held the event loop or
// the database would show in its answers. Reports the run's time, the process's peak RSS and
// health's median and longest answer. See BENCHMARKS.md.
//
//   npm run bench:alerts -- [--alerts 20000] [--items 50] [--engines pglite,postgres]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    alerts: { type: 'string', default: '20000' },
    items: { type: 'string', default: '50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    role: { type: 'string' },
  },
});
const say = (line: string) => process.stderr.write(`[bench:alerts] ${line}\n`);
const ALERTS = Number(options.alerts);
const ITEMS = Number(options.items);
const confirmedAt = new Date('2026-11-01T12:00:00Z');
const runAt = new Date('2026-11-20T12:00:00Z');

/** A deterministic choice, so both engines match the same alerts against the same items. */
function pick<T>(list: readonly T[], seed: number): T {
  return list[((seed * 2_654_435_761) % 4_294_967_296) % list.length]!;
}

async function fill() {
  process.env.LOG_LEVEL = 'silent';
  const { database, closeDatabase } = await import('@/lib/db/client');
  const { alerts } = await import('@/lib/db/schema');
  const { jobPreferences } = await import('@/content/job-preferences');
  const { businessCategories, businessLocations } = await import('@/content/businesses');
  const db = await database();
  const rows = Array.from({ length: ALERTS }, (_, i) => {
    const jobs = i % 2 === 0;
    const criteria = jobs
      ? {
          category: pick(['', ...jobPreferences.categories.map((c) => c.value)], i),
          title: '',
          experience: pick(['', ...jobPreferences.experience.map((c) => c.value)], i + 1),
          presence: pick(['', ...jobPreferences.presence.map((c) => c.value)], i + 2),
          commitment: pick(['', ...jobPreferences.commitment.map((c) => c.value)], i + 3),
          country: pick(['', 'CA', 'NG'], i + 4),
          state: '',
          city: '',
          permit: i % 5 === 0,
        }
      : {
          q: pick(['', 'cafe', 'hotel', 'lease', '15,000'], i),
          category: pick(['', ...businessCategories], i + 1),
          location: pick(['', ...businessLocations], i + 2),
        };
    return {
      email: `alert.${i}@example.com`,
      kind: jobs ? ('jobs' as const) : ('businesses' as const),
      criteria,
      tokenHash: `bench-${i}`,
      expiresAt: confirmedAt,
      usedAt: confirmedAt,
      digestThrough: confirmedAt,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(alerts).values(rows.slice(i, i + 1000));
  await closeDatabase();
}

/** 50 new items: the sample jobs and listings under new keys, their facets varied. */
async function newItems() {
  const { jobs } = await import('@/content/jobs');
  const { businesses } = await import('@/content/businesses');
  const { jobItem, businessKey } = await import('@/lib/alerts/matching');
  const { jobPreferences } = await import('@/content/job-preferences');
  return Array.from({ length: ITEMS }, (_, i) => {
    if (i % 2 === 0) {
      const job = pick(jobs, i);
      return jobItem({
        ...job,
        slug: `bench-job-${i}`,
        experience: pick(jobPreferences.experience, i).value,
        commitment: pick(jobPreferences.commitment, i + 1).value,
      });
    }
    const business = { ...pick(businesses, i), id: `bench-business-${i}` };
    return { key: businessKey(business), kind: 'businesses' as const, business };
  });
}

async function run() {
  process.env.LOG_LEVEL = 'silent';
  const { sendAlertDigests } = await import('@/lib/alerts/digest');
  const { publishedItems } = await import('@/lib/alerts/matching');
  const { GET } = await import('@/app/api/health/route');
  const { database, closeDatabase } = await import('@/lib/db/client');
  const { stopMailWorker } = await import('@/lib/mail-worker');
  const { sql } = await import('drizzle-orm');
  const db = await database();
  // What is published already is known before the alerts' confirmation: only the 50 are news.
  await sendAlertDigests({ now: confirmedAt, items: await publishedItems(confirmedAt) });
  const server = createServer(async (_request, response) => {
    const answer = await GET(new Request('http://bench/api/health'), undefined);
    response.writeHead(answer.status).end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const waits: number[] = [];
  let running = true;
  const asking = (async () => {
    while (running) {
      const start = performance.now();
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      await answer.text();
      waits.push(performance.now() - start);
      if (process.env.DEBUG_WAITS)
        process.stderr.write(
          `wait at ${Math.round(start)} ${Math.round(performance.now() - start)}\n`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const items = [...(await publishedItems(runAt)), ...(await newItems())];
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  if (process.env.DEBUG_WAITS) process.stderr.write(`run starts ${Math.round(start)}\n`);
  const result = await sendAlertDigests({ now: runAt, items });
  const ms = performance.now() - start;
  const queued = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox where alert_id is not null`,
  );
  // Then the mail worker the run woke takes the digests (written to the log: no SMTP here).
  const waiting = async () =>
    Number(
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from outbox where alert_id is not null and status = 'pending'`,
        )
      ).rows[0]?.n,
    );
  while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  const drainedMs = performance.now() - start;
  running = false;
  await asking;
  server.close();
  await stopMailWorker();
  await closeDatabase();
  const sorted = [...waits].sort((a, b) => a - b);
  const report = {
    alerts: result.alerts,
    mailed: result.mailed,
    queuedRows: Number(queued.rows[0]?.n ?? 0),
    ms: Math.round(ms),
    drainedMs: Math.round(drainedMs),
    rssBeforeMb: Math.round(rssBefore / 1048576),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    healthAnswers: sorted.length,
    healthMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    healthLongestMs: Math.round(sorted.at(-1) ?? 0),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

function child(role: string, extra: Record<string, string | undefined>) {
  const env = { ...process.env, ...extra };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const result = spawnSync(
    process.execPath,
    [
      '--conditions',
      'react-server',
      '--import',
      'tsx',
      'scripts/bench-alerts.mts',
      '--role',
      role,
      '--alerts',
      String(ALERTS),
      '--items',
      String(ITEMS),
    ],
    { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`${role} failed with ${result.status}`);
  return result.stdout;
}

if (options.role === 'fill') await fill();
else if (options.role === 'run') await run();
else {
  const lines: string[] = [];
  for (const engine of options.engines!.split(',')) {
    const postgres = engine === 'postgres';
    if (postgres && !process.env.DATABASE_URL) {
      say('PostgreSQL skipped: no DATABASE_URL (npm run bench:alerts gives it one)');
      continue;
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'deltacrest-alerts-bench-'));
    const env = postgres
      ? { DATABASE_URL: process.env.DATABASE_URL }
      : { DATABASE_URL: undefined, DATA_DIR: dataDir };
    say(`${engine}: filling ${ALERTS} confirmed alerts`);
    child('fill', env);
    say(`${engine}: matching them against ${ITEMS} new items`);
    const report = JSON.parse(child('run', env).trim().split('\n').at(-1)!);
    rmSync(dataDir, { recursive: true, force: true });
    lines.push(
      `| ${engine} | ${report.alerts} | ${report.mailed} | ${report.ms} ms | ${report.drainedMs} ms | ${report.rssBeforeMb} / ${report.peakRssMb} MB | ${report.healthMedianMs} / ${report.healthLongestMs} ms (${report.healthAnswers}) |`,
    );
    if (report.queuedRows !== report.mailed) throw new Error('queued rows differ from the count');
  }
  process.stdout.write(
    [
      `Alert sender, ${ALERTS} confirmed alerts, ${ITEMS} new items (${new Date().toISOString()}):`,
      '',
      '| Engine | Alerts read | Digests queued | Matched and queued | All digests taken by the mail worker | RSS before / peak | /api/health median / longest (answers) |',
      '|---|---|---|---|---|---|---|',
      ...lines,
      '',
    ].join('\n'),
  );
}
