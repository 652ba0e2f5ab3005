import { describe, expect, it } from 'vitest';
import { mediaMeta } from '#features/feeds/feeds.ts';
import { imageMediaIds, mediaRefOfUrl } from '#features/media/media-attachments.ts';

describe('mediaRefOfUrl', () => {
  it('reads the id from the object key and the media_key from the query, wherever the bucket is served', () => {
    expect(mediaRefOfUrl('https://cdn.example.test/media/42-abc123/photo%20one.jpg?media_key=k1', 'f')).toEqual({ id: 42, key: 'k1', field: 'f' });
    expect(mediaRefOfUrl('http://127.0.0.1:9324/community-media/media/7-ff/x.png?media_key=k2', 'f')).toEqual({ id: 7, key: 'k2', field: 'f' });
  });

  it('is null without a media_key, and names no medium (id 0) when the path is not an object key', () => {
    expect(mediaRefOfUrl('https://example.com/media/42-abc/x.jpg', 'f')).toBeNull();
    expect(mediaRefOfUrl('https://example.com/cat.jpg?media_key=k', 'f')).toEqual({ id: 0, key: 'k', field: 'f' });
    expect(mediaRefOfUrl('https://example.com/%E0%A4%A/media/x?media_key=k', 'f')).toEqual({ id: 0, key: 'k', field: 'f' });
    expect(imageMediaIds(['', 'https://cdn.example.test/a.png', 'https://cdn.example.test/media/9-t/a.png?media_key=z'])).toEqual([9]);
  });
});

describe('mediaMeta', () => {
  const image = (id: number) => ({ media_id: id, type: 'image' as const, url: `u${id}`, thumbnail_url: null, width: 2, height: 1, file_type: 'image/png' as const });
  it("is the original's media_preview for one uploaded image, media_items for several, nothing for links or files alone", () => {
    expect(mediaMeta([image(1), { type: 'oembed', url: 'https://x' }])).toEqual({ media_preview: { is_uploaded: true, image: 'u1', type: 'meta_data', provider: 'uploader', width: 2, height: 1, media_id: 1 } });
    expect(mediaMeta([image(1), image(2)]).media_items?.map((m) => m.media_id)).toEqual([1, 2]);
    expect(mediaMeta([{ ...image(3), type: 'file', file_type: 'application/pdf' as never }])).toEqual({});
  });
});
