import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/**
 * The small part of POSIX tar (ustar) a backup needs: regular files and folders, written as a
 * stream so that no file is ever held in memory, and read back the same way. Any tar tool can
 * list or unpack a backup; the reader accepts only what the writer makes.
 */
const BLOCK = 512;
const zeros = Buffer.alloc(BLOCK * 2);

/** The largest entry ustar's 11 octal digits can say: 8 GiB less a byte. */
export const TAR_MAX_ENTRY_BYTES = 8 ** 11 - 1;

function octal(value: number, width: number): string {
  const digits = value.toString(8);
  // A wider number would be cut, and the archive would lie about the entry's size.
  if (!Number.isSafeInteger(value) || value < 0 || digits.length > width - 1)
    throw new Error(`${value} does not fit a tar header field of ${width - 1} octal digits`);
  return `${digits.padStart(width - 1, '0')}\0`;
}

/** Splits a long name at a slash into ustar's prefix (155) and name (100) fields. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  const cut = name.lastIndexOf('/', 155);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100)
    throw new Error(`Name too long for a tar entry: ${name}`);
  return [prefix, rest];
}

export function tarHeader(
  entry: { name: string; size: number; type: 'file' | 'folder' },
  mtime = new Date(),
): Buffer {
  if (entry.size > TAR_MAX_ENTRY_BYTES)
    throw new Error(`${entry.name} is ${entry.size} bytes: a tar entry holds at most 8 GiB`);
  const header = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.name);
  header.write(name, 0);
  header.write(octal(entry.type === 'file' ? 0o600 : 0o700, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(entry.size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write(entry.type === 'file' ? '0' : '5', 156);
  header.write('ustar\x0000', 257);
  header.write(prefix, 345);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

function padding(size: number): Buffer {
  return zeros.subarray(0, (BLOCK - (size % BLOCK)) % BLOCK);
}

export function* bufferEntry(name: string, data: Buffer): Generator<Buffer> {
  yield tarHeader({ name, size: data.length, type: 'file' });
  yield data;
  yield padding(data.length);
}

export function* folderEntry(name: string): Generator<Buffer> {
  yield tarHeader({ name: `${name}/`, size: 0, type: 'folder' });
}

/**
 * A file as it is on disk now, `size` bytes of it (the size seen when it was listed). A file
 * that is written while it is copied is repaired by the database's own log on restore; one
 * that shrank is padded with zeros, which PostgreSQL reads as empty pages, as pg_basebackup does.
 */
export async function* fileEntry(name: string, file: string, size: number): AsyncGenerator<Buffer> {
  yield tarHeader({ name, size, type: 'file' });
  let sent = 0;
  if (size > 0) {
    const stream = createReadStream(file, { start: 0, end: size - 1, highWaterMark: 1 << 20 });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      sent += chunk.length;
      yield chunk;
    }
  }
  for (let missing = size - sent; missing > 0; missing -= zeros.length)
    yield zeros.subarray(0, Math.min(missing, zeros.length));
  yield padding(size);
}

export const tarEnd = (): Buffer => zeros;

/** Reads exactly the bytes asked for from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Up to `count` bytes (fewer only at the end), as they arrive. */
  async *take(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.length === 0) {
        const next = await this.source.next();
        if (next.done) return;
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
      const first = this.buffered[0]!;
      const piece = first.subarray(0, Math.min(left, first.length));
      if (piece.length === first.length) this.buffered.shift();
      else this.buffered[0] = first.subarray(piece.length);
      this.length -= piece.length;
      left -= piece.length;
      yield piece;
    }
  }

  async read(count: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    for await (const piece of this.take(count)) pieces.push(piece);
    return Buffer.concat(pieces);
  }
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checkName(name: string): string {
  const normal = path.posix.normalize(name).replace(/\/$/, '');
  if (
    normal !== name.replace(/\/$/, '') ||
    path.posix.isAbsolute(normal) ||
    normal.startsWith('..')
  )
    throw new Error(`Unsafe name in the archive: ${name}`);
  return normal;
}

/**
 * Unpacks an archive made by this module into `dest`: folders 0700, files 0600. `accept` is
 * asked for every name first; an entry of another kind, a name that leaves `dest`, a broken
 * header or a short archive is refused with an error.
 */
export async function extractTar(
  source: AsyncIterable<Buffer>,
  dest: string,
  accept: (name: string) => boolean,
): Promise<{ files: number; bytes: number }> {
  const reader = new ChunkReader(source);
  let files = 0;
  let bytes = 0;
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length < BLOCK) throw new Error('The archive ends early (no end marker).');
    if (header.every((byte) => byte === 0)) return { files, bytes };
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
    if (sum !== parseInt(field(header, 148, 8).trim(), 8) || field(header, 257, 5) !== 'ustar')
      throw new Error('The archive has a damaged entry header.');
    const prefix = field(header, 345, 155);
    const name = checkName(prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const sizeField = field(header, 124, 12).trim() || '0';
    if (!/^[0-7]{1,11}$/.test(sizeField))
      throw new Error('The archive has a damaged entry header.');
    const size = parseInt(sizeField, 8);
    const type = field(header, 156, 1);
    if (!accept(name)) throw new Error(`Unexpected entry in the archive: ${name}`);
    const target = path.join(dest, name);
    if (type === '5') {
      await mkdir(target, { recursive: true, mode: 0o700 });
      continue;
    }
    if (type !== '0') throw new Error(`Unexpected entry type in the archive: ${name}`);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const handle = await open(target, 'wx', 0o600);
    try {
      let written = 0;
      for await (const piece of reader.take(size)) {
        await handle.write(piece);
        written += piece.length;
      }
      if (written !== size) throw new Error(`The archive ends inside ${name}.`);
    } finally {
      await handle.close();
    }
    await reader.read((BLOCK - (size % BLOCK)) % BLOCK);
    files += 1;
    bytes += size;
  }
}
