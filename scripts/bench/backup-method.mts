// One backup method of `npm run bench:backup`, in a process of its own so that its memory is
// measured alone: opens the embedded database in DATA_FOLDER as the server does (lib/db/pglite),
// takes one backup into OUT_DIR by METHOD, and prints one JSON line with its time, size, the
// process's RSS before and at its peak, and the event loop's longest stall meanwhile.
//
//   node --conditions react-server --import tsx scripts/bench/backup-method.mts METHOD DATA_DIR OUT_DIR
import { readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createGzip } from 'node:zlib';

const [method = '', dataDir = '', outDir = ''] = process.argv.slice(2);
process.env.LOG_LEVEL = 'silent';
const { openPglite } = await import('@/lib/db/pglite');
const { pgliteSnapshot } = await import('@/lib/backup/pglite-snapshot');
const { writeBackupFile } = await import('@/lib/backup/backup-file');

const rssMb = () =>
  Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;

const { db, close } = await openPglite(dataDir, path.resolve('drizzle'));
const client = (db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
await mkdir(outDir, { recursive: true });
const sql = (text: string, params?: unknown[]) => client.query(text, params) as never;

async function files(level: number | null): Promise<string> {
  const name = `files-${level ?? 'none'}.tar${level === null ? '' : '.gz'}`;
  const transforms = level === null ? [] : [createGzip({ level })];
  const source = pgliteSnapshot(sql, path.join(dataDir, 'pglite'), 'bench');
  return (await writeBackupFile(outDir, name, source, transforms)).file;
}

const methods: Record<string, () => Promise<string>> = {
  'files-tar': () => files(null),
  'files-gzip1': () => files(1),
  'files-gzip6': () => files(6),
  'dump-data-dir': async () => {
    const file = path.join(outDir, 'datadir.tar.gz');
    const blob = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  },
  'pg-dump': async () => {
    // Optional: `npm install --no-save --legacy-peer-deps @electric-sql/pglite-tools` to measure it.
    const tools = '@electric-sql/pglite-tools/pg_dump';
    const { pgDump } = (await import(tools)) as {
      pgDump: (options: { pg: unknown; args?: string[] }) => Promise<Blob>;
    };
    const file = path.join(outDir, 'dump.sql');
    const dump = await pgDump({ pg: client });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  },
};

const run = methods[method];
if (!run) throw new Error(`unknown method ${method}: ${Object.keys(methods).join(', ')}`);
const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const started = performance.now();
try {
  const file = await run();
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const bytes = (await stat(file)).size;
  const loopMaxMs = loop.max / 1e6;
  console.log(
    JSON.stringify({ method, seconds, bytes, rssBefore: before, rssPeak: peak, loopMaxMs }),
  );
} catch (error) {
  console.log(JSON.stringify({ method, error: (error as Error).message.split('\n')[0] }));
} finally {
  clearInterval(sampler);
  await close();
}
