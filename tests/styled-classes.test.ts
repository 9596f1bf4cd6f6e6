/**
 * Server-rendered styles that style a client part's class names (FormFrame.tsx for the form
 * fields, Header.tsx for the menu, ...) live in another file than the markup: a class renamed on
 * one side would lose its style without an error. Every class a styled template names must be
 * given to some element somewhere in app/ or components/.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const roots = ['app', 'components'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = roots.flatMap(sources).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The CSS of each styled-components template and css fragment in a file. */
function templates(text: string): string[] {
  return [...text.matchAll(/(?:styled(?:\.\w+|\([^)]*\))(?:<[^>]*>)?|\bcss)`([\s\S]*?)`;/g)].map(
    (match) => match[1]!,
  );
}

/** Class names a stylesheet selects, leaving out comments and what is interpolated (${...}). */
function styledClasses(css: string): string[] {
  const withoutValues = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\$\{[^}]*\}/g, '')
    .replace(/:\s*[^;{]*;/g, ';');
  return [...withoutValues.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1]!);
}

/** Every text outside the styled templates: where class names are given to elements. */
const markup = files
  .map(({ text }) =>
    text.replace(/(?:styled(?:\.\w+|\([^)]*\))(?:<[^>]*>)?|\bcss)`[\s\S]*?`;/g, ''),
  )
  .join('\n');

describe('styled class names', () => {
  it('each class a stylesheet styles is given to some element', () => {
    const unused = files.flatMap(({ file, text }) =>
      templates(text)
        .flatMap(styledClasses)
        .filter((name) => !new RegExp(`(^|[\\s'"\`{])${name}([\\s'"\`}]|$)`, 'm').test(markup))
        .map((name) => `${file}: .${name}`),
    );
    expect([...new Set(unused)]).toEqual([]);
  });

  it('finds the classes it is meant to find', () => {
    const frame = files.find(({ file }) => file.endsWith('FormFrame.tsx'))!;
    const classes = templates(frame.text).flatMap(styledClasses);
    expect(classes).toEqual(expect.arrayContaining(['field-row', 'error-summary', 'spinner']));
  });

  it('reads no class name out of a comment', () => {
    expect(styledClasses('/* the figures: BENCHMARKS.md */ .slide { color: red; }')).toEqual([
      'slide',
    ]);
  });
});
