import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Service } from '@/content/schemas/site';

/** A drawing's markup without its own size; `ids` when it names parts of itself. */
interface Drawing {
  markup: string;
  ids: boolean;
}

/** Each SVG's drawing, or null when it is not a plain drawing: read once. */
const drawings = new Map<string, Drawing | null>();
const siteSvg = /^\/images\/[\w/-]+\.svg$/;
/** References from one part of a drawing to another: `url(#g)`, `href="#g"`. */
const localReference = /url\(#[\w-]+\)|href="#[\w-]+"/g;

/**
 * The file's drawing when it is plain (shapes only: nothing that runs or fetches), without its
 * own size; undefined otherwise. Its ids, if any, are prefixed with the file's name, so that two
 * different drawings in one page cannot take each other's gradient or pattern.
 */
function plainDrawing(src: string): Drawing | undefined {
  if (!siteSvg.test(src)) throw new Error(`not one of the site's SVGs: ${src}`);
  let drawing = drawings.get(src);
  if (drawing === undefined) {
    const file = readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
      .trim()
      .replace(/^<svg\b[^>]*>/, (open) =>
        open.replace(/\s(?:width|height|aria-hidden)="[^"]*"/g, ''),
      );
    // Every id in the one form that gets its prefix below; a <style> would style the whole page.
    const ids = file.match(/\sid=/gi)?.length ?? 0;
    const plain =
      file.startsWith('<svg') &&
      ids === (file.match(/\sid="[\w-]+"/gi)?.length ?? 0) &&
      !/<script|<style|<foreignObject|\son\w+=|href=|url\(/i.test(file.replace(localReference, ''));
    const name = path.basename(src, '.svg');
    const markup = file
      .replace(/\sid="([\w-]+)"/gi, ` id="${name}-$1"`)
      .replace(/(url\(#|href="#)([\w-]+)/g, `$1${name}-$2`);
    drawing = plain ? { markup, ids: ids > 0 } : null;
    drawings.set(src, drawing);
  }
  return drawing ?? undefined;
}

const attributeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The drawing at a size, hidden from screen readers unless given a label (an image's alt text). */
function sized(markup: string, width: number, height: number, label = '') {
  const name = label ? `role="img" aria-label="${attributeText(label)}"` : 'aria-hidden="true"';
  return markup.replace(/^<svg/, `<svg width="${width}" height="${height}" ${name}`);
}

/**
 * One of the site's own SVG images under public/, its markup read once, drawn square and hidden
 * from screen readers. An <img> of an SVG is a document of its own to the browser (its own style,
 * layout and paint on the main thread, and a request); its few shapes drawn in the page cost less
 * on a slow phone. Only drawings without ids: these may be drawn many times in one page (a logo
 * per listing).
 */
export function svgMarkup(src: string, size: number): string {
  const drawing = plainDrawing(src);
  if (drawing === undefined || drawing.ids) {
    throw new Error(`${src} is not a plain drawing and is not inlined`);
  }
  return sized(drawing.markup, size, size);
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
 * its own; any other image is an <img> fetched at once. One per page: a drawing with ids must not
 * be drawn twice in a page. `className` styles the <img> or the element around the drawing.
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
  const drawing = siteSvg.test(image.src) ? plainDrawing(image.src) : undefined;
  if (drawing !== undefined) {
    const markup = sized(drawing.markup, image.width, image.height, alt);
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
