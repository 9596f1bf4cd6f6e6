import 'server-only';
import { NextResponse } from 'next/server';
import { log, withRequestContext } from '@/lib/log';
import { HttpError, type ErrorBody } from './errors';

type Handler<Context> = (request: Request, context: Context) => Promise<Response>;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Wraps a route handler so every failure leaves as JSON `{ message, fieldErrors? }` with its
 * status. An HttpError is an intended answer; anything else is our bug: logged with its stack
 * on the server, answered with a bare 500 that reveals nothing. Everything logged while the
 * handler runs carries the request's id.
 */
export function route<Context = unknown>(handler: Handler<Context>): Handler<Context> {
  return (request, context) => withRequestContext(request, () => answer(handler, request, context));
}

async function answer<Context>(
  handler: Handler<Context>,
  request: Request,
  context: Context,
): Promise<Response> {
  try {
    return await handler(request, context);
  } catch (error) {
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return NextResponse.json(body, {
        status: error.status,
        headers: { ...noStore, ...error.headers },
      });
    }
    log.error(
      { err: error, method: request.method, path: new URL(request.url).pathname },
      'route handler failed',
    );
    return NextResponse.json(
      { message: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody,
      { status: 500, headers: noStore },
    );
  }
}

export function json(data: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  return NextResponse.json(data, { ...init, headers });
}
