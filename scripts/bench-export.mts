// `npm run bench:export`: whether one person's data holds everyone else. Needs a build. Fills a
// new embedded database with CVS CVs of 5 MiB (random bytes, as incompressible as real PDFs)
// sent from one address, and an admin session; starts the production server on it; then, RUNS
// times, downloads that address's access archive (/api/staff/access) and one CV
// (/api/staff/enquiries/ID/cv) while asking /robots.txt one request after another. Reports the
// downloads' times, /robots.txt's median and longest answer meanwhile, and the server's peak RSS.
// Target: /robots.txt within 200 ms during the export. See BENCHMARKS.md.
//
//   npm run bench:export -- [--cvs 40] [--runs 5] [--server CHECKOUT]
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    cvs: { type: 'string', default: '40' },
    runs: { type: 'string', default: '5' },
    // Another checkout's build to serve (an earlier version, for a before-and-after figure).
    server: { type: 'string', default: process.cwd() },
  },
});
const CVS = Number(options.cvs);
const RUNS = Number(options.runs);
const EMAIL = 'many.cvs@example.com';

process.env.LOG_LEVEL = 'silent';
const { openPglite } = await import('@/lib/db/pglite');
const { enquiries, staff, staffSessions } = await import('@/lib/db/schema');
const { freePorts, stopAll, stopAllOnExit } = await import('./bench/processes.mjs');
const { startNext } = await import('./bench/servers.mjs');
const { median } = await import('./bench/stats.mjs');
const { sampleRss } = await import('./bench/memory.mjs');

const say = (line: string) => process.stderr.write(`[bench:export] ${line}\n`);
const workDir = mkdtempSync(path.join(tmpdir(), 'deltacrest-export-bench-'));
const dataDir = path.join(workDir, 'data');
stopAllOnExit(async () => rmSync(workDir, { recursive: true, force: true }));

/** The database: CVS applications with a CV from one address, and an admin's live session. */
async function fill(): Promise<{ token: string; cvId: string }> {
  const { db, close } = await openPglite(dataDir, path.resolve('drizzle'));
  try {
    let cvId = '';
    for (let i = 0; i < CVS; i += 1) {
      const [row] = await db
        .insert(enquiries)
        .values({
          type: 'job-application',
          payload: { name: 'Many CVs', email: EMAIL, job: 'bench' },
          email: EMAIL,
          attachmentName: `cv-${i}.pdf`,
          attachmentType: 'application/pdf',
          attachment: randomBytes(5 * 1024 * 1024),
        })
        .returning({ id: enquiries.id });
      cvId = row!.id;
    }
    const [admin] = await db
      .insert(staff)
      .values({
        email: 'bench.admin@deltacrest.example',
        name: 'Bench',
        role: 'admin',
        totpSecret: 'x',
      })
      .returning();
    const token = randomBytes(32).toString('base64url');
    await db.insert(staffSessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      staffId: admin!.id,
      secondFactorAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { token, cvId };
  } finally {
    await close();
  }
}

say(`filling a database with ${CVS} CVs of 5 MiB from one address`);
const { token, cvId } = await fill();
const [port] = await freePorts(1);
say('starting the production server on it');
const server = await startNext({
  cwd: path.resolve(options.server),
  port,
  dataDir,
  logFile: path.join(workDir, 'server.log'),
  readyPath: '/api/health',
});
// Both names: the server reads the one its configuration uses.
const cookie = `__Host-staff_session=${token}; staff_session=${token}`;

/** Downloads `url` to the end, while /robots.txt is asked again and again; RSS sampled. */
async function measure(url: string) {
  let done = false;
  const waits: number[] = [];
  const rss = sampleRss(server.pid);
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${server.url}/robots.txt`)).text();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const answer = await fetch(`${server.url}${url}`, { headers: { cookie } });
  let bytes = 0;
  for await (const chunk of answer.body!) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await polling;
  const { peak } = rss.stop();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return { seconds, bytes, robots: median(waits), robotsMax: Math.max(...waits), peak };
}

const rows: { what: string; runs: Awaited<ReturnType<typeof measure>>[] }[] = [
  { what: `access archive, ${CVS} CVs of 5 MiB`, runs: [] },
  { what: 'one CV of 5 MiB', runs: [] },
];
await measure(`/api/staff/enquiries/${cvId}/cv`);
for (let run = 0; run < RUNS; run += 1) {
  rows[0]!.runs.push(await measure(`/api/staff/access?email=${encodeURIComponent(EMAIL)}`));
  rows[1]!.runs.push(await measure(`/api/staff/enquiries/${cvId}/cv`));
  say(`round ${run + 1} of ${RUNS} done`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`${RUNS} runs each, medians (worst); /robots.txt asked throughout:\n`);
console.log(
  '| download | size | time | /robots.txt median | /robots.txt longest | server RSS peak |',
);
console.log('|---|---|---|---|---|---|');
for (const { what, runs } of rows) {
  const med = (key: 'seconds' | 'robots' | 'robotsMax' | 'peak') => median(runs.map((r) => r[key]));
  const worst = (key: 'robotsMax' | 'peak') => Math.max(...runs.map((r) => r[key]));
  console.log(
    `| ${what} | ${(runs[0]!.bytes / 1024 / 1024).toFixed(0)} MB | ${med('seconds').toFixed(1)} s | ${ms(med('robots'))} | ${ms(med('robotsMax'))} (${ms(worst('robotsMax'))}) | ${med('peak').toFixed(0)} MB (${worst('peak').toFixed(0)} MB) |`,
  );
}
await stopAll();
rmSync(workDir, { recursive: true, force: true });
process.exit(0);
