/**
 * Small documents built in memory for the CV checks: a zip writer (stored entries), a minimal
 * Word document (.docx) and a minimal Word 97-2003 document (an OLE2 compound file).
 */
import { crc32 } from 'node:zlib';

function u16(value: number) {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}
function u32(value: number) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

/** A zip archive of uncompressed entries, as any zip reader expects it. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const common = [u16(0), u16(0), u16(0), u16(0), u32(crc32(data)), u32(data.length)];
    const sizes = [u32(data.length), u16(fileName.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), u16(20), ...common, ...sizes, fileName, data]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        ...common,
        ...sizes,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        fileName,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const count = u16(centrals.length);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    count,
    count,
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const wordParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>`,
};

/** The smallest .docx Word opens: content types, the package relationship, the document. */
export function wordDocument(): Buffer {
  return zip(wordParts);
}

/** A .docx with one of its parts left out. */
export function wordDocumentWithout(part: keyof typeof wordParts): Buffer {
  return zip(Object.fromEntries(Object.entries(wordParts).filter(([name]) => name !== part)));
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  if (name) {
    entry.write(`${name}\0`, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(FREE, 68); // left sibling
  entry.writeUInt32LE(FREE, 72); // right sibling
  entry.writeUInt32LE(type === 5 ? 1 : FREE, 76); // child: the root holds entry 1
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * An OLE2 compound file (version 3, 512-byte sectors) whose root holds one stream of 4096
 * bytes, so it lives in ordinary sectors: sector 0 is the FAT, 1 the directory, 2-9 the stream.
 */
export function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 2^9 = 512-byte sectors
  header.writeUInt16LE(6, 32); // 2^6 = 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i += 1) header.writeUInt32LE(FREE, 76 + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < 9; sector += 1) fat.writeUInt32LE(sector + 1, sector * 4);
  fat.writeUInt32LE(END_OF_CHAIN, 9 * 4);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, END_OF_CHAIN, 0),
    directoryEntry(streamName, 2, 2, 4096),
    directoryEntry('', 0, 0, 0),
    directoryEntry('', 0, 0, 0),
  ]);
  // A Word binary document starts with the FIB, whose first word is 0xA5EC.
  const stream = Buffer.alloc(4096);
  stream.writeUInt16LE(0xa5ec, 0);
  return Buffer.concat([header, fat, directory, stream]);
}

/** The smallest Word 97-2003 document this site's check accepts: a WordDocument stream. */
export function wordDocument97(): Buffer {
  return compoundFile('WordDocument');
}
