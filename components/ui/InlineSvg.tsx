import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Service } from '@/content/schemas/site';

/** Each SVG's markup without its own size, or null when it is not a plain drawing: read once. */
const markups = new Map<string, string | null>();
const siteSvg = /^\/images\/[\w/-]+\.svg$/;

/** The file's markup when it is a plain drawing (shapes only: nothing that runs or fetches, no
 * ids to repeat), without its own size; undefined otherwise. */
function plainDrawing(src: string): string | undefined {
  if (!siteSvg.test(src)) throw new Error(`not one of the site's SVGs: ${src}`);
  let markup = markups.get(src);
  if (markup === undefined) {
    const file = readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
      .trim()
      .replace(/^<svg\b[^>]*>/, (open) =>
        open.replace(/\s(?:width|height|aria-hidden)="[^"]*"/g, ''),
      );
    const plain =
      file.startsWith('<svg') && !/<script|<foreignObject|\son\w+=|\sid=|href=|url\(/i.test(file);
    markup = plain ? file : null;
    markups.set(src, markup);
  }
  return markup ?? undefined;
}

const attributeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One of the site's own SVG images under public/, its markup read once and sized: square, or
 * `{ width, height }`. Hidden from screen readers unless given a label (an image's alt text). An
 * <img> of an SVG is a document of its own to the browser (its own style, layout and paint on the
 * main thread, and a request); its few shapes drawn in the page cost less on a slow phone.
 */
export function svgMarkup(
  src: string,
  size: number | { width: number; height: number },
  label = '',
): string {
  const markup = plainDrawing(src);
  if (markup === undefined) throw new Error(`${src} is not a plain drawing and is not inlined`);
  const { width, height } = typeof size === 'number' ? { width: size, height: size } : size;
  const name = label ? `role="img" aria-label="${attributeText(label)}"` : 'aria-hidden="true"';
  return markup.replace(/^<svg/, `<svg width="${width}" height="${height}" ${name}`);
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

/**
 * The picture a page opens with (its largest paint on a phone): drawn in place when it is one of
 * the site's plain SVG drawings, so it paints with the page's text rather than after a request of
 * its own; any other image is an <img> fetched at once. `className` styles the <img> or the
 * element around the drawing.
 */
export function FirstPicture({
  image,
  className,
  decorative = false,
}: {
  image: Service['image'];
  className?: string;
  /** The text beside it already says what it shows (a link's title): hidden, as alt="" is. */
  decorative?: boolean;
}) {
  const alt = decorative ? '' : image.alt;
  if (siteSvg.test(image.src) && plainDrawing(image.src) !== undefined) {
    const markup = svgMarkup(image.src, image, alt);
    return <span className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  return (
    <img
      className={className}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      fetchPriority="high"
    />
  );
}
