import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';

// The typefaces are cut to a character set (scripts/subset-fonts.mjs). A character outside it
// still shows, in the fallback face, which looks like a typo in a heading; this catches copy
// that needs a wider set before a visitor does.

const root = join(__dirname, '..');

/** The characters a TrueType/OpenType font maps, read from its cmap (formats 4 and 12). */
function mappedCharacters(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap')
      cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const mapped = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segments = font.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s += 1) {
        const end = font.readUInt16BE(ends + s * 2);
        for (let c = font.readUInt16BE(starts + s * 2); c <= end && c !== 0xffff; c += 1)
          mapped.add(c);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(subtable + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = subtable + 16 + g * 12;
        for (let c = font.readUInt32BE(group); c <= font.readUInt32BE(group + 4); c += 1)
          mapped.add(c);
      }
    }
  }
  return mapped;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Where each character the site can show first appears: copy, pages and components. */
function charactersInSource(): Map<number, string> {
  const seen = new Map<number, string>();
  for (const file of ['content', 'app', 'components'].flatMap((dir) =>
    sourceFiles(join(root, dir)),
  )) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const char of line) {
        const code = char.codePointAt(0)!;
        if (code >= 0x20 && !seen.has(code)) seen.set(code, `${relative(root, file)}:${index + 1}`);
      }
    });
  }
  return seen;
}

describe('subset fonts', () => {
  const used = charactersInSource();

  it.each(['inter-400.woff2', 'inter-600.woff2', 'montserrat-700.woff2'])(
    '%s has a glyph for every character of the site’s text',
    async (file) => {
      const sfnt = await fontverter.convert(
        readFileSync(join(root, 'app', 'fonts', file)),
        'truetype',
      );
      const mapped = mappedCharacters(sfnt);
      expect(mapped.has('A'.codePointAt(0)!)).toBe(true);
      const missing = [...used]
        .filter(([code]) => !mapped.has(code))
        .map(
          ([code, where]) =>
            `U+${code.toString(16).toUpperCase().padStart(4, '0')} “${String.fromCodePoint(code)}” (${where})`,
        );
      expect(missing).toEqual([]);
    },
  );
});
