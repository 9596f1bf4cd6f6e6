import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { env } from '@/lib/env';

/**
 * The server's log: one JSON object per line on standard output. Text from visitors travels
 * only inside JSON strings, where a newline is written as \n, so it can never start a line of
 * its own. Entries written while a request is handled carry its id (X-Request-Id, set by
 * server.mjs) through `withRequestContext`.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const log = pino({
  level: env().LOG_LEVEL,
  base: undefined,
  mixin: () => context.getStore() ?? {},
});

export function withRequestContext<T>(request: Request, work: () => Promise<T>): Promise<T> {
  return withRequestId(request.headers.get('x-request-id'), work);
}

/** The same for a Server Action, which reads the request's headers with `headers()`. */
export function withRequestId<T>(requestId: string | null, work: () => Promise<T>): Promise<T> {
  return requestId ? context.run({ requestId }, work) : work();
}
