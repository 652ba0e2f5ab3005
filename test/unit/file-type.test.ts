import { describe, expect, it } from 'vitest';
import { fileTypeOf, SNIFF_BYTES } from '#platform/storage/file-type.ts';

const b = (...parts: Array<string | number[]>): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('fileTypeOf: the type from the first bytes', () => {
  it.each([
    ['image/jpeg', b([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', b([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR')],
    ['image/gif', b('GIF89a', [1, 0, 1, 0])],
    ['image/gif', b('GIF87a', [1, 0, 1, 0])],
    ['image/webp', b('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['video/mp4', b([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2')],
    ['video/mp4', b([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0])],
    ['video/webm', b([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm')],
    ['application/pdf', b('%PDF-1.7\n')],
    ['application/zip', b('PK', [3, 4, 20, 0])],
  ])('%s', (type, bytes) => {
    expect(fileTypeOf(bytes)).toBe(type);
  });

  it.each([
    ['empty', b()],
    ['plain text', b('hello, world')],
    ['HTML', b('<!doctype html><html>')],
    ['SVG (not one of the eight)', b('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['RIFF that is not WebP (WAV)', b('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an ftyp box of a HEIC image', b([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['Matroska that is not WebM', b([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['an empty zip (end record only)', b('PK', [5, 6, 0, 0])],
    ['%PDF without the dash', b('%PDF1.4')],
    ['a JPEG cut to two bytes', b([0xff, 0xd8])],
    ['a PNG signature cut short', b([0x89], 'PNG')],
  ])('%s is none of the eight', (_, bytes) => {
    expect(fileTypeOf(bytes)).toBeNull();
  });

  it('needs no more than SNIFF_BYTES', () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(32);
  });
});
