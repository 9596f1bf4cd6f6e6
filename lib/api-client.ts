import type { ErrorBody } from '@/lib/http/errors';
import { NETWORK_ERROR } from '@/lib/forms/state';

/**
 * The browser's way to call our route handlers (the location lists are the ones it reads;
 * forms post through Server Actions, lib/forms). Components get a result, never a Response:
 * `{ ok: true, data }` or `{ ok: false, status, error }` where error has the server's message
 * and field errors. No answer (offline, timeout, a proxy's HTML page) is status 0 with the
 * original site's "Network error, try again!".
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ErrorBody };

const DEFAULT_TIMEOUT_MS = 15_000;

async function apiGet<T>(path: string): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, error: { message: NETWORK_ERROR } };
  }
  let payload: unknown;
  try {
    payload = response.status === 204 ? null : await response.json();
  } catch {
    return {
      ok: false,
      status: response.ok ? 0 : response.status,
      error: { message: NETWORK_ERROR },
    };
  }
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const error = isErrorBody(payload) ? payload : { message: NETWORK_ERROR };
  return { ok: false, status: response.status, error };
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string'
  );
}

export const api = { get: apiGet };
