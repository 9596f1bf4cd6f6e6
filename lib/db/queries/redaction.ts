/**
 * How the audit log's entries are cleared of one person on erasure. The person's address is
 * erased wherever an entry holds it; the values they chose themselves (their name, username and
 * CV file names) only where an entry holds such a value: a search or a filter (`q`) and a file
 * (`file`). Each is matched whole (letter case and surrounding spaces aside), never a part: a
 * visitor named "Wipe 127.0.99.7 corp.example" must not blank a refused sign-in's client address
 * or a colleague's invitation. A search for a fragment ("okafor") names no one by itself and stays.
 */

export const ERASED = '[erased]';

/** The person's address, and the values they chose that entries may repeat. */
export type PersonValues = { address: string; chosen: string[] };

/** The fields whose values a person chose: a search's text and a file's name. */
const CHOSEN_FIELDS = new Set(['q', 'file']);

const normal = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

export function personValues({
  email,
  names,
  files,
}: {
  email: string;
  names: (string | null)[];
  files: (string | null)[];
}): PersonValues {
  const address = normal(email);
  const chosen = new Set([address, ...[...names, ...files].map(normal)].filter(Boolean));
  return { address, chosen: [...chosen] };
}

/** Whether the text in field `field` is one of the person's values. */
export function namesThePerson(text: string, field: string | undefined, person: PersonValues) {
  const value = normal(text);
  if (!value) return false;
  return field !== undefined && CHOSEN_FIELDS.has(field)
    ? person.chosen.includes(value)
    : value === person.address;
}

/** A copy of `value` in which every string that is one of the person's values is replaced. */
export function redacted(value: unknown, person: PersonValues, field?: string): unknown {
  if (typeof value === 'string') return namesThePerson(value, field, person) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, person, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redacted(item, person, key)]),
    );
  }
  return value;
}
