/**
 * Structure checks for the document kinds a CV may be. A type detector reads a file's first
 * bytes; these read enough of the rest to tell a document from a file that only starts like one.
 * An upload is checked on the event loop every visitor shares, so each check is a forward scan
 * whose time grows with the file's length: no regular expression runs over the whole file, and
 * nothing an uploader writes can make a scan go back over what it has read.
 */

const latin1 = (bytes: Buffer, start = 0, end = bytes.length) =>
  bytes.toString('latin1', Math.max(0, start), end);

/** PDF white space (ISO 32000-1, 7.2.2): NUL, tab, line feed, form feed, carriage return, space. */
const isSpace = (code: number) =>
  code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x0c || code === 0;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
/** A regular expression's word character: a letter, a digit or an underscore (NaN is none). */
const isWord = (code: number) =>
  isDigit(code) || code === 0x5f || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);

/**
 * The first index at or after `from` where `word` starts and `accept` holds, or -1. The string's
 * own search finds each candidate; `accept` looks only at the characters around it.
 */
function find(text: string, word: string, accept: (at: number) => boolean, from = 0): number {
  let at = text.indexOf(word, from);
  while (at !== -1 && !accept(at)) at = text.indexOf(word, at + word.length);
  return at;
}

/** A cross-reference table (`xref`, not the `startxref` of the trailer) or stream (`/Type /XRef`). */
function hasCrossReference(text: string): boolean {
  const table = (at: number) =>
    text.charCodeAt(at - 1) !== 0x74 && !isWord(text.charCodeAt(at + 4));
  const stream = (at: number) => {
    let next = at + 5;
    while (isSpace(text.charCodeAt(next))) next += 1;
    return text.startsWith('/XRef', next) && !isWord(text.charCodeAt(next + 5));
  };
  return find(text, 'xref', table) !== -1 || find(text, '/Type', stream) !== -1;
}

/**
 * Whether the `obj` at `at` ends an object header, `12 0 obj`: read backwards over white space,
 * digits, white space and digits. Each header reads only the characters just before it, and no
 * two headers share them, so all the headers of a file together cost one pass.
 */
function isObjectHeader(text: string, at: number): boolean {
  if (isWord(text.charCodeAt(at + 3))) return false;
  let index = at - 1;
  for (let part = 0; part < 4; part += 1) {
    const isPart = part % 2 === 0 ? isSpace : isDigit;
    const end = index;
    while (index >= 0 && isPart(text.charCodeAt(index))) index -= 1;
    if (index === end) return false;
  }
  return !isWord(text.charCodeAt(index));
}

/** At least one object: a header (`12 0 obj`) and, after the first one, an `endobj`. */
function hasObject(text: string): boolean {
  const header = find(text, 'obj', (at) => isObjectHeader(text, at));
  const isEnd = (at: number) =>
    !isWord(text.charCodeAt(at - 1)) && !isWord(text.charCodeAt(at + 6));
  return header !== -1 && find(text, 'endobj', isEnd, header + 3) !== -1;
}

/**
 * A PDF: a version header, a trailer near the end (startxref with its offset, then %%EOF), a
 * cross-reference section (table or stream) and at least one object.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 16))) return false;
  // The trailer's expression reads at most the last 2 KiB, which bounds its worst case.
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin1(bytes, bytes.length - 2048));
  if (!trailer || Number(trailer[1]) >= bytes.length) return false;
  const text = latin1(bytes);
  return hasCrossReference(text) && hasObject(text);
}

/** The entry names of a zip archive from its central directory; null when it has none. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

/** A Word document: a zip holding the package's content types and the main document part. */
export function isWordZip(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return Boolean(names?.includes('[Content_Types].xml') && names.includes('word/document.xml'));
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const ENTRY = 128;

/** The directory entry names of an OLE2 compound file, following its FAT; null if malformed. */
export function compoundFileEntries(bytes: Buffer): { name: string; type: number }[] | null {
  if (bytes.length < 1024 || !bytes.subarray(0, 8).equals(OLE2)) return null;
  const shift = bytes.readUInt16LE(30);
  if (bytes.readUInt16LE(28) !== 0xfffe || (shift !== 9 && shift !== 12)) return null;
  const size = 1 << shift;
  const offsetOf = (sector: number) => (sector + 1) * size;
  // The header lists the first 109 FAT sectors: enough for any file under the CV size limit.
  const fatSectors = Math.min(bytes.readUInt32LE(44), 109);
  const next = (sector: number) => {
    const perSector = size / 4;
    const index = Math.floor(sector / perSector);
    if (index >= fatSectors) return END_OF_CHAIN;
    const at = offsetOf(bytes.readUInt32LE(76 + index * 4)) + (sector % perSector) * 4;
    return at + 4 <= bytes.length ? bytes.readUInt32LE(at) : END_OF_CHAIN;
  };
  const entries: { name: string; type: number }[] = [];
  const seen = new Set<number>();
  for (let sector = bytes.readUInt32LE(48); sector !== END_OF_CHAIN; sector = next(sector)) {
    const start = offsetOf(sector);
    if (seen.has(sector) || start + size > bytes.length) return null;
    seen.add(sector);
    for (let at = start; at < start + size; at += ENTRY) {
      const nameLength = Math.min(bytes.readUInt16LE(at + 64), 64);
      const name = bytes.toString('utf16le', at, at + Math.max(0, nameLength - 2));
      entries.push({ name, type: bytes[at + 66] ?? 0 });
    }
  }
  return entries;
}

/** A Word 97-2003 document: a compound file whose root is followed by a WordDocument stream. */
export function isWordCompoundFile(bytes: Buffer): boolean {
  const entries = compoundFileEntries(bytes);
  return Boolean(
    entries?.[0]?.type === 5 &&
    entries.some((entry) => entry.name === 'WordDocument' && entry.type === 2),
  );
}
