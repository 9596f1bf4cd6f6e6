// Server throughput on loopback with autocannon. Each scenario first makes one ordinary request
// to check the route exists and works (a portal that is not built yet is skipped with a note,
// not counted as thousands of errors), then loads it. Login and registration are the portal
// pages' forms (Server Actions), posted as a browser without JavaScript posts them: the page is
// read once for the form's hidden fields, then posted many times (page-form.mjs). Their answers
// are checked one by one: a refusal is a 200 page too, so `unexpected` counts every answer that
// is not the form's success (a 303 for a sign-in, "Check your inbox" for a registration).
import autocannon from 'autocannon';
import { REGISTER_PAGE, signUpMember } from './member.mjs';
import { accepted, readPageForm, refusalIn } from './page-form.mjs';

/** The countries list (a route handler) and the portal's pages whose forms are posted. */
export const routes = {
  countries: '/api/locations/countries',
  login: '/community-login',
  register: REGISTER_PAGE,
};

/** The fields that pick each page's form. */
export const formFields = {
  login: ['email', 'password'],
  register: ['username', 'password'],
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
    // What the form's script sets from the lists it loaded (the hidden fields are empty without it).
    requiresState: 'true',
    requiresCity: 'true',
  };
}

/**
 * The figures we report from an autocannon result; `unexpected` is the answers that were not
 * the scenario's success (for a GET, those that were not 2xx).
 */
export function loadFigures(result, unexpected = result.non2xx) {
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    unexpected,
    durationSeconds: result.duration,
    connections: result.connections,
  };
}

/** Loads with autocannon; `success(status, body)` judges each answer when given. */
async function cannon({ success, ...options }) {
  let unexpected = 0;
  const judged = success
    ? {
        requests: (options.requests ?? [{}]).map((request) => ({
          ...request,
          onResponse: (status, body) => {
            if (!success(status, body)) unexpected += 1;
          },
        })),
      }
    : {};
  const result = await autocannon({ ...options, ...judged });
  return loadFigures(result, success ? unexpected : result.non2xx);
}

/** Why a scenario cannot run: a route this build does not have, or an answer we did not expect. */
function unexpected(what, answer) {
  if (answer.status === 404) return `route not in this build (HTTP 404)`;
  const refusal = refusalIn(answer.text);
  if (refusal) return `${what} refused: ${refusal.slice(0, 160)}`;
  return `${what} answered ${answer.status}: ${answer.text.slice(0, 160)}`;
}

async function probe(url, init) {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/**
 * Runs every scenario against `baseUrl` (and the static page against `nginxUrl` too when given);
 * `serverLog` is the server's log file, where it logs the links it mails without SMTP.
 * Answers `[{ name, target, connections, figures | null, note }]`.
 */
export async function runLoad({
  baseUrl,
  serverLog,
  nginxUrl,
  staticPath,
  duration,
  onProgress = () => {},
}) {
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
  let signedUp;
  const registerOnce = () => (signedUp ??= signUpMember({ baseUrl, serverLog, member }));
  /** The page's form, read once; or why it could not be read (no such page, or no such form). */
  const forms = {};
  const formOf = async (kind) => {
    try {
      forms[kind] ??= await readPageForm(baseUrl, routes[kind], { fields: formFields[kind] });
      return forms[kind];
    } catch (error) {
      return String(error instanceof Error ? error.message : error);
    }
  };
  /** A built post as autocannon's setupRequest answers it: its host, port and headers kept. */
  const asLoaded = (request, built) => ({
    ...request,
    ...built,
    headers: { ...request.headers, ...built.headers },
  });
  /** One post of the form, checked as the load's answers will be. */
  const tryOnce = async (kind, fields, success, what) => {
    const form = await formOf(kind);
    if (typeof form === 'string') return form;
    const answer = await probe(baseUrl + form.action, form.request(fields));
    return success(answer.status, answer.text) ? null : unexpected(what, answer);
  };
  const loginFields = { email: member.email, password };

  await run(
    `POST ${routes.login} (valid credentials)`,
    'next',
    10,
    {
      url: baseUrl,
      requests: [
        { setupRequest: (request) => asLoaded(request, forms.login.request(loginFields)) },
      ],
      success: accepted.redirect,
    },
    async () =>
      (await registerOnce()) ?? (await tryOnce('login', loginFields, accepted.redirect, 'login')),
  );

  let next = 1;
  await run(
    `POST ${routes.register} (new member each)`,
    'next',
    10,
    {
      url: baseUrl,
      requests: [
        {
          setupRequest: (request) =>
            asLoaded(request, forms.register.request(registration((next += 1), runId))),
        },
      ],
      success: accepted.registration,
    },
    async () =>
      (await registerOnce()) ??
      (await tryOnce(
        'register',
        registration((next += 1), runId),
        accepted.registration,
        'registration',
      )),
  );
  return results;
}
