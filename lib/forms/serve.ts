import 'server-only';
import { cookies, headers } from 'next/headers';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type * as z from 'zod/mini';
import { clientAddressOf } from '@/lib/http/client-address';
import { withRequestId } from '@/lib/log';
import { submitForm, type FormContext, type FormDefinition } from './core';
import type { FormState } from './state';

const UNREADABLE = 'The form could not be read. Please send it again.';

/** The request behind the Server Action being run: its id, client address and cookies. */
export async function requestContext(): Promise<FormContext & { requestId: string | null }> {
  const [store, list] = await Promise.all([cookies(), headers()]);
  return {
    requestId: list.get('x-request-id'),
    address: clientAddressOf(list),
    cookies: {
      get: (name) => store.get(name)?.value,
      set: ({ name, value, ...options }) => store.set(name, value, { ...options, path: '/' }),
    },
  };
}

/**
 * A form definition as a Server Action for `useActionState`. Next has checked the request's
 * origin and the edge (server.mjs) its size before this runs; a redirect is a 303 for a browser
 * without JavaScript and a client navigation with it.
 */
export function serve<S extends z.core.$ZodType>(definition: FormDefinition<S>) {
  return async (previous: unknown, form: unknown): Promise<FormState> => {
    // Anyone can call an action with arguments of their own making: only a form will do.
    const attempt = Number((previous as FormState | undefined)?.attempt);
    const prior = { status: 'idle', attempt: Number.isSafeInteger(attempt) ? attempt : 0 } as const;
    if (!(form instanceof FormData)) {
      return { ...prior, status: 'refused', message: UNREADABLE, attempt: prior.attempt + 1 };
    }
    const { requestId, ...context } = await requestContext();
    // Everything logged while the form is worked carries the request's id, as route handlers' do.
    const outcome = await withRequestId(requestId, () =>
      submitForm(definition, prior, form, context),
    );
    if ('redirect' in outcome) redirect(outcome.redirect);
    const { refresh: redraw, ...state } = outcome;
    if (redraw) refresh();
    return state;
  };
}
