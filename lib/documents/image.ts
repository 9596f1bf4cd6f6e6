import sharp from 'sharp';

/**
 * Photos and scans are drawn again before they are kept: turned the way the camera held them,
 * brought down to a size staff can read, and written without their metadata (GPS position,
 * camera, time). What is kept is then only pixels, whatever else the upload carried. The size is
 * read from the file's header first: a small file that claims to be enormous (a decompression
 * bomb) is refused before a pixel of it is decoded.
 */

// One image at a time, and no cache of decoded images: the server's memory stays small.
sharp.cache(false);
sharp.concurrency(1);

/** A 50-megapixel phone photo passes; a file that would decode to more is refused. */
export const IMAGE_PIXELS_MAX = 60_000_000;
/** The longest side kept: a certificate or an identity card stays readable at this size. */
const LONGEST_SIDE = 3000;

export type ImageFormat = 'jpeg' | 'png';

export type ImageReading =
  | { ok: true; data: Buffer; width: number; height: number }
  | { ok: false; reason: 'too-many-pixels' | 'unreadable' };

export async function redrawImage(bytes: Buffer, format: ImageFormat): Promise<ImageReading> {
  try {
    const header = await sharp(bytes).metadata();
    if (header.format !== format || !header.width || !header.height)
      return { ok: false, reason: 'unreadable' };
    if (header.width * header.height > IMAGE_PIXELS_MAX)
      return { ok: false, reason: 'too-many-pixels' };
    const redrawn = sharp(bytes, { limitInputPixels: IMAGE_PIXELS_MAX, failOn: 'error' })
      .rotate()
      .resize({
        width: LONGEST_SIDE,
        height: LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { data, info } = await (
      format === 'jpeg' ? redrawn.jpeg({ quality: 85 }) : redrawn.png({ compressionLevel: 9 })
    ).toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
