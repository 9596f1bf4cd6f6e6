// Latency of registration and login under 10 concurrent clients against a running server. Both
// are the portal pages' forms (Server Actions), posted as a browser without JavaScript posts
// them: each page is read once for its form's hidden fields, then posted many times
// (scripts/bench/page-form.mjs). A refusal is a 200 page too, so each answer is checked: a
// registration is accepted when its page says "Check your inbox", a login when it redirects.
// Between the two, untimed, every new member confirms their address as a person would: the link
// the server mailed (without SMTP, logged: give its log file with --server-log), its page's form
// with the password. Without --server-log the logins are of unconfirmed members, which the
// server refuses after checking the password; they are then counted but not accepted.
// Start the production server with limits that let one address through, e.g.
//   RATE_LIMIT_REGISTER_PER_ADDRESS=100000 RATE_LIMIT_LOGIN_PER_ADDRESS=100000 \
//   CAP_ACCOUNTS_PER_HOUR=100000 DATA_DIR=$(mktemp -d) PORT=3231 HOSTNAME=127.0.0.1 \
//   node server.mjs > /tmp/portal-server.log 2>&1
// then: node scripts/portal-latency.mjs http://127.0.0.1:3231 [requests per kind, default 300]
//         [--server-log /tmp/portal-server.log]
// It exits 1 when any answer was not accepted.
import { parseArgs } from 'node:util';
import { logFileLines, waitForMailedLink } from './mail-log.mjs';
import { accepted, readPageForm } from './bench/page-form.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'server-log': { type: 'string' } },
});
const base = positionals[0] ?? 'http://127.0.0.1:3231';
const total = Number(positionals[1] ?? 300);
const serverLog = options['server-log'];
const concurrency = 10;
const password = 'correct horse battery';
const run = Date.now().toString(36);

async function timed(form, fields, success) {
  const request = form.request(fields);
  const started = performance.now();
  const response = await form.send(request);
  const body = await response.text();
  return {
    ms: performance.now() - started,
    status: response.status,
    accepted: success(response.status, body),
  };
}

/** Runs `work(i)` for i in 0..total-1, `concurrency` at a time; answers its results. */
async function concurrently(work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        results.push(await work(i));
      }
    }),
  );
  return results;
}

async function load(path, formFields, makeFields, success) {
  const form = await readPageForm(base, path, { fields: formFields });
  const started = performance.now();
  const results = await concurrently((i) => timed(form, makeFields(i), success));
  const seconds = (performance.now() - started) / 1000;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const statuses = results.reduce(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  const acceptedCount = results.filter((r) => r.accepted).length;
  console.log(
    `${path}: ${results.length} requests, ${concurrency} concurrent, ${(results.length / seconds).toFixed(0)} req/s, ` +
      `p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms, p99 ${pick(0.99)} ms, max ${sorted.at(-1).toFixed(1)} ms, statuses ${JSON.stringify(statuses)}, accepted ${acceptedCount}/${results.length}`,
  );
  return acceptedCount === results.length;
}

const email = (i) => `lat.${run}.${i}@example.com`;
const registered = await load(
  '/community-register',
  ['username', 'password'],
  (i) => ({
    firstName: 'Load',
    lastName: 'Test',
    username: `lat_${run}_${i}`,
    email: email(i),
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password,
    confirmPassword: password,
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
    requiresState: 'true',
    requiresCity: 'true',
  }),
  accepted.registration,
);
if (serverLog) {
  // Untimed: member i opens the link mailed to them and posts the password in its page's form.
  const confirmed = await concurrently(async (i) => {
    const link = new URL(
      await waitForMailedLink(() => logFileLines(serverLog), email(i), '/community-confirm'),
    );
    const form = await readPageForm(base, link.pathname + link.search, {
      fields: ['token', 'password'],
    });
    const answer = await form.post({ password });
    await answer.arrayBuffer();
    return accepted.redirect(answer.status);
  });
  console.log(
    `confirmed ${confirmed.filter(Boolean).length}/${total} members through their mailed links (not timed)`,
  );
} else {
  console.log('no --server-log: the logins below are of unconfirmed members, refused by design');
}
const signedIn = await load(
  '/community-login',
  ['email', 'password'],
  (i) => ({ email: email(i), password }),
  accepted.redirect,
);
process.exitCode = registered && signedIn ? 0 : 1;
