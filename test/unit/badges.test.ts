import { describe, expect, it } from 'vitest';
import { MAX_MEMBER_BADGES, badgeInput, badgesForCourse, shownBadges, withBadge, type StoredBadge } from '#features/members/badges.ts';

const badge = (slug: string, rule: StoredBadge['rule'] = null): StoredBadge => ({
  slug, title: slug.toUpperCase(), color: '', icon: '', image: '', description: '', rule, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
});

describe('badges (features/members/badges.ts)', () => {
  it('shows only the catalogue\'s slugs, the first as the badge; without a catalogue the stored slugs and no badge', () => {
    const catalogue = new Map([['b', badge('b')], ['c', badge('c')]]);
    expect(shownBadges(['gone', 'c', 'b'], catalogue)).toEqual({ slugs: ['c', 'b'], badge: { slug: 'c', title: 'C', color: '', icon: '', image: '', description: '' } });
    expect(shownBadges(['gone'], catalogue)).toEqual({ slugs: [], badge: null });
    expect(shownBadges(['gone'], null)).toEqual({ slugs: ['gone'], badge: null });
  });

  it('gives a badge once, at the end, within the bound; takes it back', () => {
    expect(withBadge(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withBadge(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(withBadge(['a', 'b'], 'a', false)).toEqual(['b']);
    const full = Array.from({ length: MAX_MEMBER_BADGES }, (_, i) => `s${i}`);
    expect(() => withBadge(full, 'one-more', true)).toThrow(expect.objectContaining({ code: 'too_many_member_badges' }));
  });

  it('finds the badges a completed course earns', () => {
    const rule = (course_id: number) => ({ type: 'course_completed' as const, course_id });
    expect(badgesForCourse([badge('a', rule(1)), badge('b', rule(2)), badge('c')], 1).map((b) => b.slug)).toEqual(['a']);
  });

  it('reads a badge with defaults and lowercases its slug; refuses a points-level rule', () => {
    expect(badgeInput.parse({ slug: 'Gold-Star', title: 'Gold' })).toEqual({ slug: 'gold-star', title: 'Gold', color: '', icon: '', image: '', description: '', rule: null });
    expect(badgeInput.safeParse({ slug: 'x', title: 'x', rule: { type: 'points_level', level: 1 } }).success).toBe(false);
  });
});
