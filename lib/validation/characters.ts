import * as z from 'zod/mini';

/**
 * What a text field may hold. Visitors' text reaches the staff inbox, the CSV export and the
 * notification mail, where characters a reader cannot see can hide or rewrite what they do see:
 * - controls: C0 other than tab, line feed and carriage return, DEL, and C1 (which includes
 *   NEL); PostgreSQL also refuses NUL in text and jsonb;
 * - text-direction controls (U+202A-U+202E, U+2066-U+2069, the marks U+200E, U+200F, U+061C),
 *   which can make "gpj.exe" read as "exe.jpg";
 * - invisible characters: zero-width space U+200B, word joiner and invisible operators
 *   U+2060-U+2064, U+FEFF, soft hyphen U+00AD, U+180E. The zero-width joiner and non-joiner
 *   (U+200C, U+200D) stay allowed: Persian and Indic names and emoji sequences need them;
 * - in a single-line field (a name, an address, a number), line breaks of any kind: CR, LF and
 *   the separators U+2028 and U+2029, so no field can add a line of its own to a mail or a log.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const HIDDEN =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const TAB = /\t/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** The first problem with a text field's characters, or undefined. */
export function characterProblem(
  value: string,
  field: string,
  { multiLine = false }: { multiLine?: boolean } = {},
): string | undefined {
  if (CONTROL.test(value)) return `${field} contains a control character; remove it and try again`;
  if (HIDDEN.test(value)) {
    return `${field} contains an invisible or text-direction character; remove it and try again`;
  }
  if (multiLine) return undefined;
  if (LINE_BREAK.test(value)) return `${field} must be on one line`;
  if (TAB.test(value)) return `${field} contains a tab; use a space instead`;
  return undefined;
}

const check = (field: string, multiLine: boolean) =>
  z.superRefine<string>((value, ctx) => {
    const problem = characterProblem(value, field, { multiLine });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** A one-line field: no controls, line breaks, tabs or hidden characters. */
export const singleLine = (field: string) => check(field, false);

/** A message: line breaks and tabs allowed, controls and hidden characters not. */
export const multiLine = (field: string) => check(field, true);

/**
 * Passwords are never shown, so any printable character is allowed (NIST 800-63B); only
 * controls are refused, which PostgreSQL and some password managers mishandle.
 */
export const withoutControlCharacters = (field: string) =>
  z.refine<string>((value) => !hasControlCharacters(value), {
    error: `${field} contains a control character; remove it and try again`,
  });
