import 'server-only';
import * as z from 'zod/mini';
import { readCapped } from './read-capped';
import { HttpError, type FieldErrors } from './errors';

/**
 * Reads a JSON body with a hard size cap and validates it: 415 for another content type, 413
 * past maxBytes (counted while reading, since Content-Length can lie or be absent), 400 for
 * malformed JSON, 422 with per-field messages when the schema rejects it.
 */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  { maxBytes = 16 * 1024 }: { maxBytes?: number } = {},
): Promise<z.output<S>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const text = await readText(request, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  return checked(schema, body);
}

/** The schema's output for `body`, or 422 with per-field messages. */
export function checked<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body);
  if (!result.success) {
    throw new HttpError(422, 'Some fields need attention.', fieldErrorsOf(result.error));
  }
  return result.data;
}

async function readText(request: Request, maxBytes: number): Promise<string> {
  const chunks = await readCapped(request, maxBytes, () => tooLarge(maxBytes));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8.');
  }
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

/** At most this much of a message or a field name goes back: both may repeat what was sent. */
const MESSAGE_MAX = 300;
const FIELD_MAX = 64;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Zod issues as field -> messages; issues about the whole object go under "form". */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && messages.length) {
      result[cut(field, FIELD_MAX)] = (messages as string[]).map((m) => cut(m, MESSAGE_MAX));
    }
  }
  if (formErrors.length) result.form = formErrors.map((m) => cut(m, MESSAGE_MAX));
  return result;
}
