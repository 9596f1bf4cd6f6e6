import 'server-only';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/http/errors';
import { NETWORK_ERROR } from '@/lib/forms/state';
import { log } from '@/lib/log';

/**
 * The original site's community provider, used when COMMUNITY_API_URL is set. Its contract:
 * POST <url>/login/ with { email, password } answers the member as JSON; POST <url>/register/
 * with the registration fields. Every call has a timeout (the original had none); a provider
 * that is down, slow or answers nonsense becomes "Network error, try again!".
 */
export type ProviderAnswer = Record<string, unknown>;

async function call(path: string, body: unknown): Promise<{ status: number; data: unknown }> {
  const { COMMUNITY_API_URL, COMMUNITY_API_TIMEOUT_MS } = env();
  const url = `${COMMUNITY_API_URL!.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COMMUNITY_API_TIMEOUT_MS),
      redirect: 'error',
      cache: 'no-store',
    });
  } catch (error) {
    log.warn({ err: error, path }, 'community provider request failed');
    throw new HttpError(503, NETWORK_ERROR);
  }
  try {
    const text = await readWithDeadline(response);
    return { status: response.status, data: text ? JSON.parse(text) : null };
  } catch (error) {
    log.warn({ err: error, path, status: response.status }, 'community provider body unreadable');
    throw new HttpError(502, NETWORK_ERROR);
  }
}

/** The body may trickle in after the headers: the same timeout covers it, and a size cap. */
async function readWithDeadline(response: Response): Promise<string> {
  const text = await response.text();
  if (text.length > 256 * 1024) throw new Error('provider answer too large');
  return text;
}

function isObject(value: unknown): value is ProviderAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's member for these credentials, or null when it says they are wrong. */
export async function providerLogin(
  email: string,
  password: string,
): Promise<ProviderAnswer | null> {
  const { status, data } = await call('/login/', { email, password });
  if (status >= 200 && status < 300 && isObject(data)) return data;
  if ([400, 401, 403, 404].includes(status)) return null;
  log.warn({ path: '/login/', status }, 'community provider refused');
  throw new HttpError(502, NETWORK_ERROR);
}

/** Forwards a registration; a 409/400/422 from the provider is passed on as its message. */
export async function providerRegister(fields: Record<string, unknown>): Promise<void> {
  const { status, data } = await call('/register/', fields);
  if (status >= 200 && status < 300) return;
  if ([400, 409, 422].includes(status)) {
    const message =
      isObject(data) && typeof data.message === 'string' ? data.message.slice(0, 300) : undefined;
    throw new HttpError(
      status === 409 ? 409 : 422,
      message ?? 'The community service refused this registration.',
    );
  }
  log.warn({ path: '/register/', status }, 'community provider refused');
  throw new HttpError(502, NETWORK_ERROR);
}

/** What the header may show from a provider's answer: names only, never tokens. */
export function providerPublicProfile(answer: ProviderAnswer, email: string) {
  const user = isObject(answer.user) ? answer.user : answer;
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = user[key];
      if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
    }
    return '';
  };
  const local = email.split('@')[0] ?? email;
  return {
    firstName: text('firstname', 'firstName', 'first_name', 'name') || local,
    lastName: text('lastname', 'lastName', 'last_name'),
    username: text('username') || local,
  };
}
