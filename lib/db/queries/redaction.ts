/**
 * How the audit log's entries are cleared of one person on erasure: the texts that identify them
 * (address, names, CV file names), and a redaction of any text in an entry that mentions one.
 * Over-redacting a search term that happens to match is the safe side: the entry still says who
 * searched and when.
 */

const MIN_LENGTH = 3;
export const ERASED = '[erased]';

/** Lower-cased, trimmed, unique texts of at least three characters that name the person. */
export function personIdentifiers({
  email,
  names,
  files,
}: {
  email: string;
  names: (string | null)[];
  files: (string | null)[];
}): string[] {
  const all = new Set<string>();
  const add = (text: string | null | undefined) => {
    const clean = (text ?? '').trim().toLowerCase();
    if (clean.length >= MIN_LENGTH) all.add(clean);
  };
  add(email);
  add(email.split('@')[0]);
  for (const name of names) {
    add(name);
    for (const part of (name ?? '').split(/\s+/)) add(part);
  }
  for (const file of files) {
    add(file);
    add(file?.replace(/\.[^.]*$/, ''));
  }
  return [...all];
}

/**
 * Whether a text mentions the person: it contains one of their identifiers, or (a search term)
 * is itself part of one.
 */
export function mentionsAny(text: string, identifiers: string[]): boolean {
  const lower = text.trim().toLowerCase();
  if (!lower) return false;
  return identifiers.some(
    (id) => lower.includes(id) || (lower.length >= MIN_LENGTH && id.includes(lower)),
  );
}

/** A copy of `value` in which every string that mentions the person is replaced. */
export function redacted(value: unknown, identifiers: string[]): unknown {
  if (typeof value === 'string') return mentionsAny(value, identifiers) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, identifiers));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redacted(item, identifiers)]),
    );
  }
  return value;
}
