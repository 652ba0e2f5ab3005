/**
 * Image checks and thumbnails (docs/media.md "Finalize"). Uses sharp, so only the finalize
 * function may import it (the media function's bundle stays small).
 * - The image is decoded in full: a truncated or corrupt file throws (failOn 'truncated'), so it is refused.
 * - Width and height are as shown, EXIF orientation applied.
 * - Thumbnails are WebP: `thumbnail` fits THUMBNAIL_EDGE, `medium` fits MEDIUM_EDGE and exists only
 *   when the image is larger than that; neither is ever enlarged. An animated GIF or WebP is
 *   thumbnailed from its first frame.
 */
import sharp from 'sharp';

export const THUMBNAIL_EDGE = 320;
export const MEDIUM_EDGE = 1280;

export interface ImageThumbnail {
  name: 'thumbnail' | 'medium';
  body: Buffer;
  width: number;
  height: number;
}

export interface AnalysedImage {
  width: number;
  height: number;
  thumbnails: ImageThumbnail[];
}

/** Refuses images over this many pixels (a decompression bomb) before decoding them. */
const MAX_INPUT_PIXELS = 100_000_000;

const open = (bytes: Buffer) => sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });

/** Decodes the image (first frame) and writes its thumbnails; throws when it is not a whole image. */
export async function analyseImage(bytes: Buffer): Promise<AnalysedImage> {
  // A full decode of every frame: metadata alone would accept a file cut short.
  await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, pages: -1 }).raw().toBuffer();
  const meta = await open(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error('the image has no size');
  // Orientations 5-8 turn the picture a quarter: its shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  // An animated image reports the height of all its frames; one frame is pageHeight.
  const frameHeight = meta.pageHeight ?? meta.height;
  const height = turned ? meta.width : frameHeight;
  const sizes: Array<[ImageThumbnail['name'], number]> = [['thumbnail', THUMBNAIL_EDGE]];
  if (Math.max(width, height) > MEDIUM_EDGE) sizes.push(['medium', MEDIUM_EDGE]);
  const thumbnails = await Promise.all(
    sizes.map(async ([name, edge]) => {
      const out = await open(bytes).rotate().resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return { name, body: out.data, width: out.info.width, height: out.info.height };
    }),
  );
  return { width, height, thumbnails };
}
