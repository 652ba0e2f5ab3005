import { describe, expect, it } from 'vitest';
import { mediaFolder, parsePendingKey, pendingKey, safeFileName } from '#features/media/media-uploads.ts';

describe('media object keys', () => {
  it('a pending key names its record and nothing else parses as one', () => {
    const key = pendingKey(42, '0123456789abcdef01234567');
    expect(key).toBe('pending/42-0123456789abcdef01234567');
    expect(parsePendingKey(key)).toEqual({ id: 42, token: '0123456789abcdef01234567' });
    expect(mediaFolder(key)).toBe('media/42-0123456789abcdef01234567/');
    for (const other of ['pending/42', 'pending/x-0123456789abcdef', 'media/42-0123456789abcdef01234567', 'pending/42-0123456789abcdef01234567/extra', 'pending/stray file.txt']) {
      expect(parsePendingKey(other), other).toBeNull();
    }
  });

  it.each([
    ['Holiday photo.jpg', 'Holiday-photo.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['.hidden', 'file.hidden'],
    ['фото.jpg', 'file.jpg'],
    ['café menu.pdf', 'cafe-menu.pdf'],
    ['', 'file'],
    ['a?b#c%d.png', 'a-b-c-d.png'],
  ])('safeFileName(%j) is %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('keeps the end of a long name (its extension)', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.webm`);
    expect(safe.length).toBeLessThanOrEqual(100);
    expect(safe.endsWith('.webm')).toBe(true);
  });
});
