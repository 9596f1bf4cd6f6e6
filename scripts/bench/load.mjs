// Server throughput on loopback with autocannon. Each scenario first makes one ordinary request
// to check the route exists and works (a portal that is not built yet is skipped with a note,
// not counted as thousands of errors), then loads it.
import autocannon from 'autocannon';

/** The portal's route handlers (see app/api/ on the community branch). */
export const routes = {
  countries: '/api/locations/countries',
  login: '/api/community/login',
  register: '/api/community/register',
};

export const password = 'bench-password-1234';

/** One valid registration; `n` makes the e-mail and the username unique. */
export function registration(n, runId) {
  return {
    firstName: 'Bench',
    lastName: 'Member',
    username: `bench_${runId}_${n}`,
    email: `bench.${runId}.${n}@example.com`,
    phoneCountry: 'GB',
    phone: '0161 496 0123',
    gender: 'female',
    password,
    confirmPassword: password,
    country: 'GB',
    state: 'ENG',
    city: 'Manchester',
    requiresState: true,
    requiresCity: true,
  };
}

function jsonHeaders(baseUrl) {
  // The portal refuses state-changing requests from other sites: say we are this site.
  return { 'content-type': 'application/json', origin: baseUrl, accept: 'application/json' };
}

/** The figures we report from an autocannon result. */
export function loadFigures(result) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    durationSeconds: result.duration,
    connections: result.connections,
  };
}

async function cannon(options) {
  const result = await autocannon(options);
  return loadFigures(result);
}

/** Why a scenario cannot run: a route this build does not have, or an answer we did not expect. */
function unexpected(what, answer) {
  if (answer.status === 404) return `route not in this build (HTTP 404)`;
  return `${what} answered ${answer.status}: ${answer.text.slice(0, 160)}`;
}

async function probe(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    return { status: response.status, text: text.slice(0, 300) };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/**
 * Runs every scenario against `baseUrl` (and the static page against `nginxUrl` too when given).
 * Answers `[{ name, target, connections, figures | null, note }]`.
 */
export async function runLoad({ baseUrl, nginxUrl, staticPath, duration, onProgress = () => {} }) {
  const results = [];
  const run = async (name, target, connections, options, check) => {
    const problem = check ? await check() : null;
    if (problem) {
      results.push({ name, target, connections, figures: null, note: problem });
      onProgress(`${name}: skipped (${problem})`);
      return;
    }
    const figures = await cannon({ connections, duration, ...options });
    results.push({ name, target, connections, figures, note: '' });
    onProgress(`${name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms`);
  };

  await run(
    `GET ${staticPath} (next start)`,
    'next',
    50,
    { url: baseUrl + staticPath },
    async () => {
      const answer = await probe(baseUrl + staticPath);
      return answer.status === 200 ? null : `answered ${answer.status}`;
    },
  );
  if (nginxUrl) {
    await run(`GET ${staticPath} (nginx, same HTML)`, 'nginx', 50, { url: nginxUrl + staticPath });
  }

  await run(
    `GET ${routes.countries}`,
    'next',
    10,
    { url: baseUrl + routes.countries },
    async () => {
      const answer = await probe(baseUrl + routes.countries);
      return answer.status === 200 ? null : unexpected('the countries list', answer);
    },
  );

  const runId = Date.now().toString(36);
  const member = registration(0, runId);
  const headers = jsonHeaders(baseUrl);
  let registered = null;
  const registerOnce = async () => {
    registered ??= await probe(baseUrl + routes.register, {
      method: 'POST',
      headers,
      body: JSON.stringify(member),
    });
    return registered.status === 201 ? null : unexpected('registration', registered);
  };

  await run(
    `POST ${routes.login} (valid credentials)`,
    'next',
    10,
    {
      url: baseUrl + routes.login,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: member.email, password }),
    },
    async () => {
      const problem = await registerOnce();
      if (problem) return problem;
      const answer = await probe(baseUrl + routes.login, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: member.email, password }),
      });
      return answer.status >= 200 && answer.status < 300 ? null : unexpected('login', answer);
    },
  );

  let next = 1;
  await run(
    `POST ${routes.register} (new member each)`,
    'next',
    10,
    {
      url: baseUrl + routes.register,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(registration((next += 1), runId)),
          }),
        },
      ],
    },
    registerOnce,
  );
  return results;
}
