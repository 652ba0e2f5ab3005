/** The hold rules (features/feeds/hold-rules.ts; docs/moderation.md, "Holding content for review"). */
import { describe, expect, it } from 'vitest';
import { hasBlockedWord, holdReason, isTrusted, type HoldContext } from '#features/feeds/hold-rules.ts';

const none: HoldContext = { moderates: false, siteModerates: false, firstApproval: false, isFirst: false, blocked: false, trusted: false };

describe('hasBlockedWord', () => {
  it.each([
    ['a BadWord here', true],
    ['badword.', true],
    ['(badword)', true],
    ['badwords', false],
    ['unbadword', false],
    ['bad_word', false],
    ['two words in it', true],
    ['two  words', false],
    ['Ünïcode wörd', true],
    ['xwörd', false],
    ['nothing to see', false],
  ])('%j -> %s', (text, expected) => {
    expect(hasBlockedWord([text], ['badword', 'two words', 'wörd'])).toBe(expected);
  });

  it('treats entries as text, not patterns, and an empty list blocks nothing', () => {
    expect(hasBlockedWord(['a.b'], ['a.b'])).toBe(true);
    expect(hasBlockedWord(['axb'], ['a.b'])).toBe(false);
    expect(hasBlockedWord(['anything'], [])).toBe(false);
  });
});

describe('isTrusted', () => {
  const config = { trusted_min_approved: 3, trusted_clean_days: 30 };
  const now = new Date('2026-11-28T00:00:00Z');
  it('needs enough published posts and comments together and no recent rejection', () => {
    expect(isTrusted({ posts: 1, comments: 1, lastRejectedAt: null }, config, now)).toBe(false);
    expect(isTrusted({ posts: 1, comments: 2, lastRejectedAt: null }, config, now)).toBe(true);
    expect(isTrusted({ posts: 3, comments: 0, lastRejectedAt: '2026-11-20T00:00:00Z' }, config, now)).toBe(false);
    expect(isTrusted({ posts: 3, comments: 0, lastRejectedAt: '2026-10-29T00:00:00Z' }, config, now)).toBe(true);
  });
});

describe('holdReason', () => {
  it('never holds moderators; the word filter holds the trusted too; trust skips moderation and first content', () => {
    expect(holdReason({ ...none, moderates: true, blocked: true, siteModerates: true })).toBeNull();
    expect(holdReason({ ...none, blocked: true, trusted: true })).toBe('blocked_words');
    expect(holdReason({ ...none, siteModerates: true, trusted: true })).toBeNull();
    expect(holdReason({ ...none, firstApproval: true, isFirst: true, trusted: true })).toBeNull();
    expect(holdReason({ ...none, siteModerates: true })).toBe('moderation');
    expect(holdReason({ ...none, firstApproval: true, isFirst: true })).toBe('first_content');
    expect(holdReason({ ...none, firstApproval: true, isFirst: false })).toBeNull();
    expect(holdReason(none)).toBeNull();
  });
});
