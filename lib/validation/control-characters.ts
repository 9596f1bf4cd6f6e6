import * as z from 'zod/mini';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: PostgreSQL
 * refuses NUL in text and jsonb, and the others hide or rewrite what a reader sees.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** A check refusing control characters in a text field, with a message naming the field. */
export const withoutControlCharacters = (field: string) =>
  z.refine<string>((value) => !hasControlCharacters(value), {
    error: `${field} contains a control character; remove it and try again`,
  });
