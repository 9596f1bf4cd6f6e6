import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';
import { defaultFeatures } from '../scripts/font-features.mjs';

// The typefaces are cut to a character set (scripts/subset-fonts.mjs). A character outside it
// still shows, in the fallback face, which looks like a typo in a heading; this catches copy
// that needs a wider set before a visitor does.

const root = join(__dirname, '..');

/** Offset of a table in a TrueType/OpenType font, or -1. */
function tableOffset(font: Buffer, tag: string): number {
  for (let i = 0; i < font.readUInt16BE(4); i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  return -1;
}

/** The characters a TrueType/OpenType font maps, read from its cmap (formats 4 and 12). */
function mappedCharacters(font: Buffer): Set<number> {
  const cmap = tableOffset(font, 'cmap');
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

/** The OpenType feature tags of a font's GSUB and GPOS tables (their FeatureLists). */
function featureTags(font: Buffer): Set<string> {
  const tags = new Set<string>();
  for (const table of ['GSUB', 'GPOS']) {
    const start = tableOffset(font, table);
    if (start < 0) continue;
    const list = start + font.readUInt16BE(start + 6);
    for (let i = 0; i < font.readUInt16BE(list); i += 1) {
      const record = list + 2 + i * 6;
      tags.add(font.toString('latin1', record, record + 4));
    }
  }
  return tags;
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

const subsets = {
  'inter-400.woff2': '@fontsource/inter/files/inter-latin-400-normal.woff2',
  'inter-600.woff2': '@fontsource/inter/files/inter-latin-600-normal.woff2',
  'montserrat-700.woff2': '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2',
};

async function sfnt(path: string): Promise<Buffer> {
  return fontverter.convert(readFileSync(path), 'truetype');
}

describe('subset fonts', () => {
  const used = charactersInSource();

  // Text must render as the full font renders it (kerning, ligatures, contextual alternates),
  // while the features no page asks for stay out of the bytes every visitor downloads.
  it.each(Object.entries(subsets))(
    '%s keeps the features browsers apply by default, and only those',
    async (file, source) => {
      const subset = featureTags(await sfnt(join(root, 'app', 'fonts', file)));
      const original = featureTags(await sfnt(join(root, 'node_modules', source)));
      // Kerning, ligatures and contextual alternates change how Latin text looks. (Features
      // with nothing left to act on, such as mark positioning without combining marks, are
      // dropped by the subsetter.)
      const visible = ['kern', 'liga', 'calt'].filter((tag) => original.has(tag));
      expect(visible).toContain('kern');
      expect([...subset]).toEqual(expect.arrayContaining(visible));
      expect([...subset].filter((tag) => !defaultFeatures.includes(tag))).toEqual([]);
    },
  );

  it.each(Object.keys(subsets))(
    '%s has a glyph for every character of the site’s text',
    async (file) => {
      const mapped = mappedCharacters(await sfnt(join(root, 'app', 'fonts', file)));
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
