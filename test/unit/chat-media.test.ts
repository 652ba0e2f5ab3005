import { describe, expect, it } from 'vitest';
import { firstLinkOf, mediaRoom } from '#features/chat/chats.ts';
import { isPrivateMedium } from '#features/media/media.ts';

describe('firstLinkOf', () => {
  it("is the text's first http(s) link, without the sentence's punctuation after it", () => {
    expect(firstLinkOf('see https://example.com/a?b=1, and http://other.test')).toBe('https://example.com/a?b=1');
    expect(firstLinkOf('(look at http://127.0.0.2:8080/page).')).toBe('http://127.0.0.2:8080/page');
    expect(firstLinkOf('no link here, nor ftp://files.test or example.com')).toBeNull();
  });
});

describe('mediaRoom', () => {
  it('is 4 while the write leaves room in its transaction of 100 items, fewer in a nearly full group, never below 0', () => {
    expect(mediaRoom(3 + 2 + 1)).toBe(4);
    expect(mediaRoom(3 + 94 + 1)).toBe(2);
    expect(mediaRoom(3 + 96 + 1)).toBe(0);
    expect(mediaRoom(120)).toBe(0);
  });
});

describe('isPrivateMedium', () => {
  it('is private while a chat message holds it, or unclaimed and declared for a chat; public once a post claims it', () => {
    expect(isPrivateMedium({ claim: { source: 'chat', id: 5, thread_id: 2 }, object_source: null })).toBe(true);
    expect(isPrivateMedium({ claim: null, object_source: 'chat' })).toBe(true);
    expect(isPrivateMedium({ claim: { source: 'feed', id: 9 }, object_source: 'chat' })).toBe(false);
    expect(isPrivateMedium({ claim: null, object_source: 'feed' })).toBe(false);
    expect(isPrivateMedium({ claim: null, object_source: null })).toBe(false);
  });
});
