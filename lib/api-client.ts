import type { ErrorBody } from '@/lib/http/errors';

/**
 * The browser's way to call our route handlers. Components get a result, never a Response:
 * `{ ok: true, data }` or `{ ok: false, status, error }` where error has the server's message
 * and field errors. No answer (offline, timeout, a proxy's HTML page) is status 0 with the
 * original site's "Network error, try again!".
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ErrorBody };

export const NETWORK_ERROR = 'Network error, try again!';

const DEFAULT_TIMEOUT_MS = 15_000;

export async function apiRequest<T>(
  path: string,
  {
    method = 'GET',
    body,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  }: { method?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        // A FormData body (a form with a file) sets its own multipart Content-Type.
        ...(body === undefined || body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
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

export const api = {
  get: <T>(path: string) => apiRequest<T>(path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body }),
  /** Posts a form as multipart/form-data, files included; a CV on a slow line needs time. */
  postForm: <T>(path: string, form: FormData) =>
    apiRequest<T>(path, { method: 'POST', body: form, timeoutMs: 120_000 }),
};
