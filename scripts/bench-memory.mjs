// `npm run bench:memory`: the production server's memory in each database mode. Runs under
// scripts/with-postgres.sh, which provides the PostgreSQL server (DATABASE_URL) for that mode;
// without DATABASE_URL only the embedded mode is measured. Needs a build (`npm run build`).
// See BENCHMARKS.md.
//
//   npm run bench:memory -- [--minutes 5] [--report bench-report-memory.md] [--keep]
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { memoryReport } from './bench/memory-report.mjs';
import { measureCreationChild, measureMode } from './bench/memory-modes.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    report: { type: 'string', default: 'bench-report-memory.md' },
    keep: { type: 'boolean', default: false },
  },
});

const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-memory-'));
const say = (line) => process.stderr.write(`[bench:memory] ${line}\n`);
let keepWorkDir = options.keep;
const removeWorkDir = async () => {
  if (keepWorkDir) say(`logs and data kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
};
stopAllOnExit(removeWorkDir);

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  if (!existsSync(join(cwd, '.next', 'BUILD_ID'))) throw new Error('no build: run npm run build');
  const loadSeconds = Math.round(Number(options.minutes) * 60);
  const [port] = await freePorts(1);
  const common = { cwd, workDir, port, loadSeconds, say };
  const results = [await measureMode(common)];
  say('creating a database in a child process, as a first start without the template does');
  const creationChild = await measureCreationChild({ cwd, workDir });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bench_${process.pid}`;
    await admin(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      results.push(await measureMode({ ...common, databaseUrl: url.toString() }));
    } finally {
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    }
  } else {
    say('DATABASE_URL not set: PostgreSQL mode not measured (run under scripts/with-postgres.sh)');
  }
  const report = memoryReport({ results, creationChild });
  writeFileSync(resolve(cwd, options.report), report);
  console.log(report);
}

try {
  await main();
} catch (error) {
  console.error(`[bench:memory] failed: ${error instanceof Error ? error.message : error}`);
  keepWorkDir = true;
  process.exitCode = 1;
} finally {
  await stopAll();
  await removeWorkDir();
}
