/**
 * Structure checks for the document kinds a CV may be. A type detector reads a file's first
 * bytes; these read enough of the rest to tell a document from a file that only starts like one.
 */

const latin1 = (bytes: Buffer, start = 0, end = bytes.length) =>
  bytes.toString('latin1', Math.max(0, start), end);

/**
 * A PDF: a version header, a trailer near the end (startxref with its offset, then %%EOF), a
 * cross-reference section (table or stream) and at least one object.
 */
export function isPdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 16))) return false;
  const tail = latin1(bytes, bytes.length - 2048);
  const trailer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!trailer || Number(trailer[1]) >= bytes.length) return false;
  const body = latin1(bytes);
  const crossReference = /(^|[^t])xref\b|\/Type\s*\/XRef\b/m.test(body);
  return crossReference && /\b\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/.test(body);
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
