// `npm run bench:upload`: how long 5 MiB CVs hold the server's event loop. Needs a build
// (`npm run build`). Starts the production server on the embedded database, sends each CV shape
// of scripts/bench/slow-pdfs.mjs RUNS times (and a real PDF padded to 5 MiB, which is stored)
// through a job page's application form, as a browser without JavaScript posts it (the page is
// read once for the form's hidden fields: scripts/bench/page-form.mjs), and while each upload is
// in flight asks /api/health again and again. Reports, per shape, what the page answered (stored:
// it shows the enquiry's reference; refused: the form again, with the CV's error), and the median
// and the worst of the upload's answer time and of the longest health wait during it, against the
// targets: an answer within 1 s, health within 100 ms. See BENCHMARKS.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readPageForm, referenceIn } from './bench/page-form.mjs';
import { freePorts, stopAll, stopAllOnExit } from './bench/processes.mjs';
import { startNext } from './bench/servers.mjs';
import { paddedPdf, slowPdfShapes } from './bench/slow-pdfs.mjs';
import { median } from './bench/stats.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
const SIZE = 5 * 1024 * 1024;
/** The job whose page's application form takes the CVs. */
const JOB_PAGE = '/job-detail-page/frontend-developer-toronto';
const cwd = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'deltacrest-upload-'));
const say = (line) => process.stderr.write(`[bench:upload] ${line}\n`);
stopAllOnExit(async () => rmSync(workDir, { recursive: true, force: true }));

const [port] = await freePorts(1);
say('starting the server (embedded database)');
const server = await startNext({
  cwd,
  port,
  dataDir: join(workDir, 'data'),
  logFile: join(workDir, 'server.log'),
  readyPath: '/api/health',
});

const form = await readPageForm(server.url, JOB_PAGE, { fields: ['name', 'email', 'phone', 'cv'] });

/** A job application with this CV, ready to post (building 5 MiB of body is not timed). */
const application = (cv) =>
  form.request({
    name: 'Upload Bench',
    email: `bench.${Date.now()}.${Math.random()}@example.com`,
    phone: '+44 161 496 0123',
    cv: { filename: 'cv.pdf', type: 'application/pdf', data: cv },
  });

/**
 * Posts a prepared application; answers the HTTP status and what the page said: `stored` when it
 * shows the enquiry's reference, `refused` when it shows the form again (a refusal is a 200 too).
 */
async function send(request) {
  const response = await form.send(request);
  const html = await response.text();
  const said = response.status !== 200 ? '' : referenceIn(html) ? ' stored' : ' refused';
  return `${response.status}${said}`;
}

/** One upload: its answer time, and the longest health wait while it was in flight. */
async function measure(cv) {
  const request = application(cv);
  let done = false;
  let longest = 0;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const status = await send(request);
  const answerMs = performance.now() - started;
  done = true;
  await polling;
  return { status, answerMs, healthMs: longest };
}

const shapes = {
  ...slowPdfShapes(SIZE),
  'a real PDF padded to 5 MiB (stored)': paddedPdf(
    readFileSync(join(cwd, 'e2e/fixtures/cv.pdf')),
    SIZE,
  ),
};

// Warm the route, the CV check and the heap with one full-size upload first.
await send(application(Buffer.from('%PDF-1.4\nnot a document\n')));
await measure(Object.values(shapes)[0]);

const rows = [];
for (const [name, cv] of Object.entries(shapes)) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(cv));
  const statuses = [...new Set(runs.map((run) => run.status))].join('/');
  const figures = (key) => [
    median(runs.map((run) => run[key])),
    Math.max(...runs.map((r) => r[key])),
  ];
  const [answer, answerMax] = figures('answerMs');
  const [health, healthMax] = figures('healthMs');
  rows.push({ name, statuses, answer, answerMax, health, healthMax });
  say(`${name}: done`);
}

const ms = (value) => `${Math.round(value)} ms`;
console.log(`5 MiB CVs, ${RUNS} runs each; answer within 1 s, health within 100 ms:\n`);
console.log('| CV | status | answer, median (worst) | longest health wait, median (worst) |');
console.log('|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.statuses} | ${ms(row.answer)} (${ms(row.answerMax)}) | ${ms(row.health)} (${ms(row.healthMax)}) |`,
  );
}
// process.exit skips the Ctrl-C handler's cleanup: stop the server and drop its data first.
await stopAll();
rmSync(workDir, { recursive: true, force: true });
process.exit(0);
