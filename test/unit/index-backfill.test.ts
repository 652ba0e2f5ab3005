/** Which stored items `npm run backfill-indexes` gives the attributes of issue 30's indexes (features/feeds/index-backfill.ts). */
import { describe, expect, it } from 'vitest';
import { missingIndexAttributes } from '#features/feeds/index-backfill.ts';

describe('missingIndexAttributes', () => {
  it('puts a published post in the popular order of the timeline it is on', () => {
    expect(missingIndexAttributes({ entity: 'feed', status: 'published', gsi3pk: 'TIMELINE#public' })).toEqual({ poppk: 'POPULAR#public' });
    expect(missingIndexAttributes({ entity: 'feed', status: 'published', gsi3pk: 'TIMELINE#restricted' })).toEqual({ poppk: 'POPULAR#restricted' });
  });

  it('leaves a post that has its entry, is not published, or is on no timeline', () => {
    expect(missingIndexAttributes({ entity: 'feed', status: 'published', gsi3pk: 'TIMELINE#public', poppk: 'POPULAR#public' })).toBeUndefined();
    expect(missingIndexAttributes({ entity: 'feed', status: 'draft', gsi3pk: 'TIMELINE#public' })).toBeUndefined();
    expect(missingIndexAttributes({ entity: 'feed', status: 'pending', gsi3pk: 'PENDING' })).toBeUndefined();
  });

  it('puts a comment among its author\'s comments, by its id', () => {
    expect(missingIndexAttributes({ entity: 'comment', user_id: 7, id: 42 })).toEqual({ rankpk: 'USERCOMMENTS#000000000007', rank1: 42 });
    expect(missingIndexAttributes({ entity: 'comment', user_id: 7, id: 42, rankpk: 'USERCOMMENTS#000000000007' })).toBeUndefined();
  });

  it('leaves every other item alone', () => {
    expect(missingIndexAttributes({ entity: 'space', status: 'published', gsi3pk: 'TIMELINE#public' })).toBeUndefined();
    expect(missingIndexAttributes({ entity: 'comment', user_id: '7', id: 42 })).toBeUndefined();
  });
});
