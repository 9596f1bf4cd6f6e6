import 'server-only';
import * as zm from 'zod/mini';
import type * as z from 'zod/mini';
import { HttpError } from '@/lib/http/errors';
import type { CookieJar } from '@/lib/http/cookies';
import { fieldErrorsOf } from '@/lib/validation/field-errors';
import { log } from '@/lib/log';
import type { FormState } from './state';

/**
 * One way to post and answer a form, everywhere: a form is a definition (its schema, the fields
 * it may give back, and its work), run by `submitForm`. Refusals (the schema's, or an HttpError
 * the domain code throws: 401, 403, 409, 422, 429, ...) come back as the form's state with the
 * visitor's values and the field messages; success is a state or a redirect. lib/forms/serve.ts
 * binds a definition to Next's request as a Server Action; tests run it with a context of their
 * own.
 */

/** What a form's work knows of the request: who asks (for the limits) and the cookies. */
export type FormContext = { address: string; cookies: CookieJar };

/**
 * What a form's work answers: a state for the form, or where to send the browser. `refresh`
 * also redraws the page's data around the form (a list the post changed), keeping its state.
 */
export type FormOutcome = (Omit<FormState, 'attempt'> & { refresh?: true }) | { redirect: string };

export type FormDefinition<S extends z.core.$ZodType> = {
  schema: S;
  /** Text fields given back after a refusal, so the visitor need not type them again. Never a password. */
  keep: readonly string[];
  /** Boxes ticked under one name (a list of choices), given back as their values, one a line. */
  keepAll?: readonly string[];
  /**
   * The values the schema reads, from the post's text fields (`textFields`); by default all of
   * them. `form` is there for what is not text: a file, or one name posted many times.
   */
  read?: (fields: Record<string, string>, form: FormData) => Record<string, unknown>;
  work: (values: z.output<S>, context: FormContext & { form: FormData }) => Promise<FormOutcome>;
  /** Adds to every refusal what the form needs to be sent again (lists to choose from, say). */
  refused?: (state: FormState, fields: Record<string, string>) => FormState;
};

export function defineForm<S extends z.core.$ZodType>(
  definition: FormDefinition<S>,
): FormDefinition<S> {
  return definition;
}

/** At most this much of one field is given back: the page must not grow with what was sent. */
const KEPT_MAX = 10_000;

/**
 * The post's text fields, without the framework's own (`$ACTION_...`); the first of a name wins.
 * A field named after something every object has (`constructor`, `__proto__`) is a field like any
 * other, so the schema sees it and refuses it as unknown.
 */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || Object.hasOwn(fields, name))
      continue;
    fields[name] = value;
  }
  return fields;
}

/** The named fields of the post: each present or undefined (the schema then names it missing). */
export function pick(fields: Record<string, string>, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, fields[name]]));
}

function kept(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
      return value === undefined ? [] : [[name, value.slice(0, KEPT_MAX)]];
    }),
  );
}

/** Every value of each list, one a line (list values are keys, never text with lines). */
function keptLists(form: FormData, names: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      form
        .getAll(name)
        .filter((value) => typeof value === 'string')
        .slice(0, 200)
        .join('\n')
        .slice(0, KEPT_MAX),
    ]),
  );
}

/** The schema's output for `values`, or a 422 with each field's messages. */
function checked<S extends z.core.$ZodType>(schema: S, values: unknown): z.output<S> {
  const result = zm.safeParse(schema, values);
  if (!result.success) {
    throw new HttpError(422, 'Some fields need attention.', fieldErrorsOf(result.error));
  }
  return result.data;
}

export const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

export async function submitForm<S extends z.core.$ZodType>(
  definition: FormDefinition<S>,
  previous: FormState | undefined,
  form: FormData,
  context: FormContext,
): Promise<(FormState & { refresh?: true }) | { redirect: string }> {
  const attempt = (previous?.attempt ?? 0) + 1;
  const fields = textFields(form);
  const values = { ...kept(fields, definition.keep), ...keptLists(form, definition.keepAll) };
  const refusal = (state: Omit<FormState, 'attempt' | 'status' | 'values'>): FormState => {
    const refused: FormState = { status: 'refused', ...state, values, attempt };
    return definition.refused ? definition.refused(refused, fields) : refused;
  };
  try {
    const parsed = checked(
      definition.schema,
      definition.read ? definition.read(fields, form) : fields,
    );
    const outcome = await definition.work(parsed, { ...context, form });
    if ('redirect' in outcome) return outcome;
    if (outcome.status === 'refused') {
      const { refresh, ...state } = outcome;
      return refresh ? { ...refusal(state), refresh } : refusal(state);
    }
    return { ...outcome, attempt };
  } catch (error) {
    if (error instanceof HttpError) {
      return refusal({ message: error.message, fieldErrors: error.fieldErrors });
    }
    log.error({ err: error }, 'form failed');
    return refusal({ message: SOMETHING_WENT_WRONG });
  }
}
