// Latency of registration and login under 10 concurrent clients against a running server.
// Start the server with limits that let one address through, e.g.
//   RATE_LIMIT_REGISTER_PER_ADDRESS=100000 RATE_LIMIT_LOGIN_PER_ADDRESS=100000 \
//   DATA_DIR=$(mktemp -d) node node_modules/next/dist/bin/next start -p 3231 -H 127.0.0.1
// then: node scripts/portal-latency.mjs http://127.0.0.1:3231 [requests per kind, default 300]
const base = process.argv[2] ?? 'http://127.0.0.1:3231';
const total = Number(process.argv[3] ?? 300);
const concurrency = 10;
const password = 'correct horse battery';
const run = Date.now().toString(36);

async function timed(path, body) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function load(kind, makeBody) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        results.push(await timed(kind, makeBody(i)));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const statuses = results.reduce(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  console.log(
    `${kind}: ${results.length} requests, ${concurrency} concurrent, ${(results.length / seconds).toFixed(0)} req/s, ` +
      `p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms, p99 ${pick(0.99)} ms, max ${sorted.at(-1).toFixed(1)} ms, statuses ${JSON.stringify(statuses)}`,
  );
}

const email = (i) => `lat.${run}.${i}@example.com`;
await load('/api/community/register', (i) => ({
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
  requiresState: true,
  requiresCity: true,
}));
await load('/api/community/login', (i) => ({ email: email(i), password }));
