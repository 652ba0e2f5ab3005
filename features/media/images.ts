/**
 * What an accepted image becomes (docs/media.md "Finalize"). Uses sharp, so only the functions that
 * install it beside their bundle may import it (media finalize and the migration worker,
 * lib/constructs/bundling.ts NATIVE_MODULES; the media function's bundle stays small).
 * - The upload is decoded once, in full (failOn 'truncated'): a truncated or corrupt file is refused.
 * - Pixels are capped before anything is decoded: a few hundred KB of PNG can unpack to 100 MP.
 * - The served original is re-encoded from those pixels in its own format: no metadata at all
 *   (EXIF with GPS position, author and camera, XMP, IPTC, ICC: sharp writes none unless asked),
 *   the EXIF orientation applied to the pixels, scaled down to ORIGINAL_EDGE, animations kept.
 * - Thumbnails are WebP made from that original: `thumbnail` fits THUMBNAIL_EDGE, `medium` fits
 *   MEDIUM_EDGE and exists only when the image is larger than that; neither is ever enlarged. An
 *   animated GIF or WebP is thumbnailed from its first frame.
 */
import type { OutputInfo, Sharp } from 'sharp';

/**
 * sharp and its native libvips, loaded by the first image a container handles: loading them is most
 * of these functions' cold import (bench/README.md), and the migration worker needs them only for
 * legacy avatars and covers.
 */
type SharpConstructor = (typeof import('sharp'))['default'];
let sharpModule: Promise<SharpConstructor> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default as SharpConstructor));

export const THUMBNAIL_EDGE = 320;
export const MEDIUM_EDGE = 1280;
/** The longest edge of a served original; larger images are scaled down to it (as WordPress's big_image_size_threshold). */
export const ORIGINAL_EDGE = 2560;
/** The most pixels an upload may decode to, every frame of an animation counted: more is refused before decoding. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ImageThumbnail {
  name: 'thumbnail' | 'medium';
  body: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The original as served: re-encoded, metadata-free, turned upright, at most ORIGINAL_EDGE. */
  body: Buffer;
  /** Its size as shown (one frame of an animation). */
  width: number;
  height: number;
  thumbnails: ImageThumbnail[];
}

/** Why an image is refused: the finalize step records it as `<code>: <message>`. */
export class ImageRefused extends Error {
  constructor(readonly code: 'file_too_large' | 'invalid_file_type', message: string) {
    super(message);
  }
}

const encode = (image: Sharp, format: ImageFormat, palette: boolean): Sharp => {
  switch (format) {
    case 'jpeg': return image.jpeg({ quality: 90 });
    // A palette image stays one (small, and its colours are kept).
    case 'png': return image.png({ palette });
    case 'gif': return image.gif();
    case 'webp': return image.webp({ quality: 90 });
  }
};

/**
 * Checks an image whose bytes are `format` and re-encodes it as it is served: metadata-free, upright,
 * at most ORIGINAL_EDGE; throws ImageRefused. Used alone where no thumbnails are wanted (legacy
 * avatars and covers of a migration).
 */
export async function cleanOriginal(bytes: Buffer, format: ImageFormat): Promise<{ body: Buffer; width: number; height: number }> {
  const notWhole = () => new ImageRefused('invalid_file_type', `The file is not a whole ${format} image (truncated or corrupt).`);
  const sharp = await loadSharp();
  // The header only: the size before any pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw notWhole();
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = meta.pages ?? 1;
  if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS) {
    const what = `${meta.width} x ${frameHeight} pixels${frames > 1 ? ` in ${frames} frames` : ''}`;
    throw new ImageRefused('file_too_large', `The image is ${what}, more than the limit of ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
  }
  let original: { data: Buffer; info: OutputInfo };
  try {
    const decoded = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS, pages: frames > 1 ? -1 : 1 })
      .autoOrient()
      .resize(ORIGINAL_EDGE, ORIGINAL_EDGE, { fit: 'inside', withoutEnlargement: true });
    original = await encode(decoded, format, meta.isPalette === true).toBuffer({ resolveWithObject: true });
  } catch {
    throw notWhole();
  }
  return { body: original.data, width: original.info.width, height: original.info.pageHeight ?? original.info.height };
}

/** Checks, re-encodes and thumbnails an upload whose bytes are `format`; throws ImageRefused. */
export async function processImage(bytes: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  const original = await cleanOriginal(bytes, format);
  const sharp = await loadSharp();
  const { width, height } = original;
  const sizes: Array<[ImageThumbnail['name'], number]> = [['thumbnail', THUMBNAIL_EDGE]];
  if (Math.max(width, height) > MEDIUM_EDGE) sizes.push(['medium', MEDIUM_EDGE]);
  const thumbnails = await Promise.all(
    sizes.map(async ([name, edge]) => {
      const out = await sharp(original.body, { pages: 1 }).resize(edge, edge, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return { name, body: out.data, width: out.info.width, height: out.info.height };
    }),
  );
  return { ...original, thumbnails };
}
