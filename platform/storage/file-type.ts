/**
 * The real type of an upload, decided from its first bytes (magic numbers), never from its name or
 * the type a client declared (docs/media.md "Finalize"). Only the eight types of MEDIA_TYPES are
 * recognised; anything else is null and refused.
 */

/** How many leading bytes fileTypeOf needs (the finalize step reads this much with a ranged GET). */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO base media file brands that are MP4 video (not HEIC/AVIF images, which share the ftyp box). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp4v', 'avc1', 'dash', 'M4V ', 'f4v ', 'MSNV', 'NDAS']);

export function fileTypeOf(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // An MP4 begins with its ftyp box: a 4-byte size, 'ftyp', then the major brand.
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12 && MP4_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)))) return 'video/mp4';
  // WebM is Matroska (an EBML header) whose DocType is 'webm'.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(bytes).includes('webm')) return 'video/webm';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  return null;
}
