/**
 * The backups' own tar (lib/backup/tar.ts), written by hand because node-tar and tar-stream fail
 * on a file that changes size while it is packed: what it writes, the system's tar reads and
 * unpacks byte for byte; what the system's tar writes in ustar, it reads; and every archive it
 * does not make (a link, a pax header, a name that leaves the folder, a lying size, a broken
 * header, a cut archive, a size it cannot say) is refused with nothing written outside.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bufferEntry,
  extractTar,
  fileEntry,
  folderEntry,
  tarEnd,
  tarHeader,
  TAR_MAX_ENTRY_BYTES,
} from '@/lib/backup/tar';

const work = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
const fresh = (name: string) => {
  count += 1;
  const dir = path.join(work, `${name}-${count}`);
  mkdirSync(dir);
  return dir;
};

async function bytesOf(parts: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const part of parts) all.push(part);
  return Buffer.concat(all);
}

async function* chunks(archive: Buffer, size = 700): AsyncGenerator<Buffer> {
  for (let at = 0; at < archive.length; at += size) yield archive.subarray(at, at + size);
}

const everything = () => true;

/** A header with fields changed, its checksum made right again unless told otherwise. */
function forged(
  changes: { name?: string; type?: string; size?: string; magic?: string },
  { fixChecksum = true } = {},
): Buffer {
  const header = tarHeader({ name: 'pglite/x', size: 0, type: 'file' });
  if (changes.name !== undefined) {
    header.fill(0, 0, 100);
    header.write(changes.name, 0);
  }
  if (changes.type !== undefined) header.write(changes.type, 156);
  if (changes.size !== undefined) {
    header.fill(0, 124, 136);
    header.write(changes.size, 124);
  }
  if (changes.magic !== undefined) header.write(changes.magic, 257);
  if (fixChecksum) {
    header.write(' '.repeat(8), 148);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  }
  return header;
}

describe('the backups’ tar', () => {
  it('writes what the system’s tar lists and unpacks byte for byte, long names included', async () => {
    const data = randomBytes(70_000);
    const source = path.join(fresh('source'), 'file.bin');
    writeFileSync(source, data);
    const long = `pglite/${'deep/'.repeat(30)}name.bin`;
    const archive = await bytesOf(
      (async function* () {
        yield* folderEntry('pglite');
        yield* bufferEntry('pglite/PG_VERSION', Buffer.from('18\n'));
        yield* fileEntry('pglite/base/1/1259', source, data.length);
        yield* bufferEntry(long, Buffer.from('long'));
        yield tarEnd();
      })(),
    );
    const file = path.join(work, 'written.tar');
    writeFileSync(file, archive);
    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(['pglite/', 'pglite/PG_VERSION', 'pglite/base/1/1259', long]);
    const out = fresh('system-out');
    execFileSync('tar', ['-xf', file, '-C', out]);
    expect(readFileSync(path.join(out, 'pglite/base/1/1259')).equals(data)).toBe(true);
    expect(readFileSync(path.join(out, long), 'utf8')).toBe('long');

    // And it reads its own archive back the same.
    const back = fresh('own-out');
    expect(await extractTar(chunks(archive), back, everything)).toEqual({
      files: 3,
      bytes: 3 + data.length + 4,
    });
    expect(readFileSync(path.join(back, 'pglite/base/1/1259')).equals(data)).toBe(true);
  });

  it('reads what the system’s tar writes in ustar, files and folders', async () => {
    const source = fresh('from-system');
    mkdirSync(path.join(source, 'pglite', 'base'), { recursive: true });
    const data = randomBytes(5_000);
    writeFileSync(path.join(source, 'pglite', 'base', 'f'), data);
    const file = path.join(work, 'system.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', source, 'pglite']);
    const out = fresh('read-system');
    await extractTar(chunks(readFileSync(file)), out, everything);
    expect(readFileSync(path.join(out, 'pglite/base/f')).equals(data)).toBe(true);
  });

  it.each([
    ['a name that climbs out of the folder', forged({ name: '../escape' }), /Unsafe name/],
    ['an absolute name', forged({ name: '/etc/escape' }), /Unsafe name/],
    ['a name with .. inside', forged({ name: 'pglite/../../escape' }), /Unsafe name/],
    ['a symbolic link', forged({ type: '2' }), /Unexpected entry type/],
    ['a hard link', forged({ type: '1' }), /Unexpected entry type/],
    ['a pax header', forged({ type: 'x' }), /Unexpected entry type/],
    ['a size that is not octal', forged({ size: '9999' }), /damaged entry header/],
    ['a damaged checksum', forged({ name: 'pglite/y' }, { fixChecksum: false }), /damaged/],
    ['another format', forged({ magic: 'gnutar' }), /damaged entry header/],
  ])('refuses %s', async (_, header, message) => {
    const dest = fresh('refused');
    const archive = Buffer.concat([header, tarEnd()]);
    await expect(extractTar(chunks(archive), dest, everything)).rejects.toThrow(message);
    expect(existsSync(path.join(work, 'escape'))).toBe(false);
    expect(existsSync('/etc/escape')).toBe(false);
  });

  it('refuses a name it was not told to accept, a lying size, and a cut archive', async () => {
    const entry = await bytesOf(bufferEntry('pglite/a', Buffer.from('abc')));
    await expect(
      extractTar(
        chunks(Buffer.concat([entry, tarEnd()])),
        fresh('a'),
        (name) => name !== 'pglite/a',
      ),
    ).rejects.toThrow(/Unexpected entry/);
    // The header says 100 bytes; the archive ends after 3.
    const lying = Buffer.concat([forged({ size: '00000000144' }), Buffer.from('abc')]);
    await expect(extractTar(chunks(lying), fresh('b'), everything)).rejects.toThrow(/ends inside/);
    // No end marker.
    await expect(extractTar(chunks(entry), fresh('c'), everything)).rejects.toThrow(/ends early/);
    // Nothing of a refused archive is left where it was unpacked but what it had written.
    const dest = fresh('d');
    await extractTar(chunks(Buffer.concat([entry, tarEnd()])), dest, everything).catch(() => {});
    expect(readdirSync(dest)).toEqual(['pglite']);
  });

  it('will not write an entry whose size its header cannot say (8 GiB and more)', () => {
    expect(() =>
      tarHeader({ name: 'pglite/huge', size: TAR_MAX_ENTRY_BYTES, type: 'file' }),
    ).not.toThrow();
    expect(() =>
      tarHeader({ name: 'pglite/huge', size: TAR_MAX_ENTRY_BYTES + 1, type: 'file' }),
    ).toThrow(/at most 8 GiB/);
  });
});
