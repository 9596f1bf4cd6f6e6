// Cuts the site's typefaces down to the characters an English-language site uses: Basic Latin,
// Latin-1 (the accents of French place names, £, ©) and the typographic punctuation of our
// copy. @fontsource's "latin" files also carry alternates and features we never ask for (small
// capitals, fractions, tabular and old-style figures, stylistic sets): the subsets keep only the
// features browsers apply by default, so text renders exactly as before, pixel for pixel, in
// 45.8 KB instead of 66.9 KB (51.8 KB when they kept every feature). Fonts are fetched before
// the first paint.
// Run after changing a typeface or the character set: npm run fonts (the output is committed).
// tests/fonts.test.ts fails when the site's text uses a character the subsets lack.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { defaultFeatures } from './font-features.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
}

export const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + '‘’‚“”„–—…•·‹›€£₦™→←↑↓−×';

const fonts = [
  ['@fontsource/inter/files/inter-latin-400-normal.woff2', 'inter-400.woff2'],
  ['@fontsource/inter/files/inter-latin-600-normal.woff2', 'inter-600.woff2'],
  ['@fontsource/montserrat/files/montserrat-latin-700-normal.woff2', 'montserrat-700.woff2'],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [source, target] of fonts) {
    const original = readFileSync(join(root, 'node_modules', source));
    const subset = await subsetFont(original, characters, {
      targetFormat: 'woff2',
      keepFeatures: defaultFeatures,
    });
    writeFileSync(join(root, 'app', 'fonts', target), subset);
    console.log(`${target}: ${original.length} → ${subset.length} bytes`);
  }
}
