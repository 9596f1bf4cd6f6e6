import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const markups = new Map<string, string>();

/**
 * One of the site's own SVG images under public/, its markup read once and sized. An <img> of an
 * SVG is a document of its own to the browser (its own style, layout and paint on the main
 * thread, and a request); its few shapes drawn in the page cost less on a slow phone.
 */
export function svgMarkup(src: string, size: number): string {
  if (!/^\/images\/[\w/-]+\.svg$/.test(src)) throw new Error(`not one of the site's SVGs: ${src}`);
  let markup = markups.get(src);
  if (markup === undefined) {
    markup = readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
      .trim()
      .replace(/^<svg\b[^>]*>/, (open) =>
        open.replace(/\s(?:width|height|aria-hidden)="[^"]*"/g, ''),
      );
    // Drawn as the page's own markup, maybe more than once: shapes only, nothing that runs or
    // fetches, no ids to repeat.
    if (
      !markup.startsWith('<svg') ||
      /<script|<foreignObject|\son\w+=|\sid=|href=|url\(/i.test(markup)
    ) {
      throw new Error(`${src} is not a plain drawing and is not inlined`);
    }
    markups.set(src, markup);
  }
  return markup.replace(/^<svg/, `<svg width="${size}" height="${size}" aria-hidden="true"`);
}

/**
 * A decorative image from public/ drawn in place (hidden from screen readers, as alt="" was).
 * The markup is the site's own file, never a visitor's.
 */
export function InlineSvg({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className?: string;
}) {
  return <span className={className} dangerouslySetInnerHTML={{ __html: svgMarkup(src, size) }} />;
}
