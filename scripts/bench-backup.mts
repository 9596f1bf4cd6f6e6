// `npm run bench:backup`: the ways to back up the embedded database, compared on one data folder
// holding CVS CVs of 5 MiB (random bytes, as incompressible as real PDFs) plus small rows. Each
// method runs in a process of its own that opens the folder as the server does
// (scripts/bench/backup-method.mts); the report gives its time, size, peak RSS and the event
// loop's longest stall. Then the chosen format: a restore, timed, and, with a build, the
// production server on that folder with `npm run backup` beside it (RSS, /api/health's longest
// answer). See BENCHMARKS.md. The in-memory methods need several times the data in RAM.
//
//   npm run bench:backup -- [--cvs 20] [--methods files-tar,files-gzip1,...] [--keep]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    cvs: { type: 'string', default: '20' },
    methods: {
      type: 'string',
      default: 'files-tar,files-gzip1,files-gzip6,dump-data-dir,pg-dump',
    },
    keep: { type: 'boolean', default: false },
  },
});

process.env.LOG_LEVEL = 'silent';
const { openPglite } = await import('@/lib/db/pglite');
const { enquiries, members } = await import('@/lib/db/schema');
const { restoreEmbedded } = await import('@/lib/backup/restore-embedded');
const { backupBesideServer } = await import('./bench/backup-beside-server.mjs');

const say = (line: string) => process.stderr.write(`[bench:backup] ${line}\n`);
const workDir = mkdtempSync(path.join(tmpdir(), 'deltacrest-backup-bench-'));
const dataDir = path.join(workDir, 'data');
const migrations = path.resolve('drizzle');
const mb = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

async function fill(cvs: number) {
  const { db, close } = await openPglite(dataDir, migrations);
  try {
    for (let i = 0; i < 2000; i += 1) {
      await db.insert(members).values({
        firstName: 'Bench',
        lastName: `Member ${i}`,
        username: `bench_${i}`,
        email: `bench.${i}@example.com`,
        gender: 'female',
        countryCode: 'NG',
        countryName: 'Nigeria',
        passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64')}`,
      });
    }
    for (let i = 0; i < cvs; i += 1) {
      await db.insert(enquiries).values({
        type: 'job-application',
        payload: { name: `Applicant ${i}`, job: 'bench' },
        email: `applicant.${i}@example.com`,
        attachmentName: 'cv.pdf',
        attachmentType: 'application/pdf',
        attachment: randomBytes(5 * 1024 * 1024),
      });
    }
  } finally {
    await close();
  }
}

function folderBytes(folder: string): number {
  return Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]);
}

type Result = {
  method: string;
  seconds?: number;
  bytes?: number;
  rssBefore?: number;
  rssPeak?: number;
  loopMaxMs?: number;
  error?: string;
};

function runMethod(method: string): Result {
  const out = path.join(workDir, `out-${method}`);
  const line = execFileSync(
    process.execPath,
    [
      '--conditions',
      'react-server',
      '--import',
      'tsx',
      'scripts/bench/backup-method.mts',
      method,
      dataDir,
      out,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(line.trim().split('\n').at(-1) ?? '{}') as Result;
}

try {
  const cvs = Number(options.cvs);
  say(`filling a data folder with 2,000 members and ${cvs} CVs of 5 MiB`);
  await fill(cvs);
  const size = folderBytes(path.join(dataDir, 'pglite'));
  say(`database folder: ${mb(size)}`);
  const results: Result[] = [];
  for (const method of options.methods.split(',')) {
    say(`${method}…`);
    results.push(runMethod(method));
  }
  const lines = [
    `Database folder ${mb(size)} (2,000 members, ${cvs} CVs of 5 MiB).`,
    '',
    '| Method | Time | Size | RSS before → peak | Longest event-loop stall |',
    '|---|---:|---:|---:|---:|',
    ...results.map((r) =>
      r.error
        ? `| ${r.method} | failed: ${r.error} | | | |`
        : `| ${r.method} | ${r.seconds!.toFixed(1)} s | ${mb(r.bytes!)} | ${Math.round(r.rssBefore!)} → ${Math.round(r.rssPeak!)} MB | ${Math.round(r.loopMaxMs!)} ms |`,
    ),
  ];
  const chosen = path.join(workDir, 'out-files-tar');
  const archive = (existsSync(chosen) ? readdirSync(chosen) : []).find((name) =>
    name.endsWith('.tar'),
  );
  if (archive) {
    say('restoring the files-tar backup');
    const started = performance.now();
    await restoreEmbedded({
      file: path.join(chosen, archive),
      dataDir: path.join(workDir, 'restored'),
      replace: false,
      migrationsFolder: migrations,
    });
    lines.push(
      '',
      `Restore of files-tar (checksum, unpack, open and migrate): ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  if (existsSync(path.join('.next', 'BUILD_ID'))) {
    say('the production server on this folder, npm run backup beside it');
    const b = await backupBesideServer({ cwd: process.cwd(), workDir, dataDir });
    lines.push(
      '',
      `The production server on this folder, \`npm run backup\` beside it: ${b.seconds.toFixed(1)} s, ${mb(b.bytes)}; ` +
        `server RSS ${Math.round(b.before)} MB before, ${Math.round(b.peak)} MB at most during it; ` +
        `longest /api/health answer meanwhile ${Math.round(b.healthMaxMs)} ms.`,
    );
  } else say('no build (.next): the server step is left out');
  console.log(lines.join('\n'));
} finally {
  if (options.keep) say(`kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}
