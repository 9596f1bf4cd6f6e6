import * as z from 'zod/mini';
import type { FieldErrors } from '@/lib/http/errors';

/** At most this much of a message or a field name goes back: both may repeat what was sent. */
const MESSAGE_MAX = 300;
const FIELD_MAX = 64;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** A schema's issues as field -> messages, each cut short; issues about the whole go under "form". */
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
