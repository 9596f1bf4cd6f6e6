/** Requests as a browser on this site sends them to a route handler. */
export const ORIGIN = 'http://localhost:3000';

export function jsonRequest(
  path: string,
  body: unknown,
  { headers = {}, method = 'POST' }: { headers?: Record<string, string>; method?: string } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      host: 'localhost:3000',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A plain HTML form's post, as a browser without JavaScript sends it: URL-encoded. */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      host: 'localhost:3000',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

let counter = 0;

/** A valid registration, unique per call unless fields say otherwise. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    username: `ada_${id}`,
    email: `ada.${id}@example.com`,
    phoneCountry: 'NG',
    phone: '0803 123 4567',
    gender: 'female',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    country: 'NG',
    state: 'RI',
    city: 'Port Harcourt',
    requiresState: true,
    requiresCity: true,
    ...overrides,
  };
}

export function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}
