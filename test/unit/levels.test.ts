import { describe, expect, it } from 'vitest';
import { MAX_LEVELS, levelList, levelOf, levelsReached, type StoredLevel } from '#features/points/levels.ts';
import { badgesForPoints, type StoredBadge } from '#features/members/badges.ts';

const level = (slug: string, min_points: number): StoredLevel => ({ slug, title: slug.toUpperCase(), tagline: '', min_points });
const LEVELS = [level('newbie', 0), level('regular', 10), level('expert', 100)];

describe('the list of levels', () => {
  it('takes ascending thresholds from 0, unique slugs, and fills the tagline', () => {
    expect(levelList.parse([{ slug: 'a', title: 'A', min_points: 0 }, { slug: 'b', title: 'B', min_points: '5' }])).toEqual([
      { slug: 'a', title: 'A', tagline: '', min_points: 0 },
      { slug: 'b', title: 'B', tagline: '', min_points: 5 },
    ]);
    expect(levelList.parse([])).toEqual([]);
  });

  it('refuses a first level above 0, thresholds not ascending, a slug twice, too many levels, bad values', () => {
    const issues = (input: unknown) => {
      const out = levelList.safeParse(input);
      return out.success ? [] : out.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues([{ slug: 'a', title: 'A', min_points: 1 }])).toEqual(['0.min_points: must be 0 for the first level']);
    expect(issues([{ slug: 'a', title: 'A', min_points: 0 }, { slug: 'b', title: 'B', min_points: 0 }])).toEqual(["1.min_points: must be greater than the previous level's"]);
    expect(issues([{ slug: 'a', title: 'A', min_points: 0 }, { slug: 'b', title: 'B', min_points: 9 }, { slug: 'c', title: 'C', min_points: 5 }])).toEqual(["2.min_points: must be greater than the previous level's"]);
    expect(issues([{ slug: 'a', title: 'A', min_points: 0 }, { slug: 'a', title: 'B', min_points: 5 }])).toEqual(['1.slug: is sent twice']);
    const many = Array.from({ length: MAX_LEVELS + 1 }, (_, i) => ({ slug: `l${i}`, title: `L${i}`, min_points: i }));
    expect(issues(many).length).toBeGreaterThan(0);
    for (const bad of [{ slug: 'Not A Slug', title: 'x', min_points: 0 }, { slug: 'a', title: '', min_points: 0 }, { slug: 'a', title: 'x', min_points: -1 }, { slug: 'a', title: 'x', min_points: 1.5 }, { slug: 'a', title: 'x', min_points: 2e9 }, { slug: 'a', title: 'x' }]) {
      expect(issues([bad]).length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
  });
});

describe('a member\'s level', () => {
  it('is the highest level their total reaches, numbered from 1; none without levels', () => {
    expect(levelOf(0, LEVELS)).toEqual({ number: 1, slug: 'newbie', title: 'NEWBIE', tagline: '', min_points: 0 });
    expect(levelOf(9, LEVELS)?.slug).toBe('newbie');
    expect(levelOf(10, LEVELS)).toMatchObject({ number: 2, slug: 'regular' });
    expect(levelOf(1_000_000, LEVELS)).toMatchObject({ number: 3, slug: 'expert' });
    expect(levelOf(50, [])).toBeNull();
    expect(levelOf(50, null)).toBeNull();
  });
});

describe('the levels a move of points reaches', () => {
  it('are those whose threshold lies in (before, after]; the first level with the first point; none going down', () => {
    const reached = (before: number, after: number) => levelsReached(before, after, LEVELS).map((l) => l.slug);
    expect(reached(0, 1)).toEqual(['newbie']);
    expect(reached(0, 0)).toEqual([]);
    expect(reached(5, 10)).toEqual(['regular']);
    expect(reached(9, 150)).toEqual(['regular', 'expert']);
    expect(reached(10, 99)).toEqual([]);
    expect(reached(150, 5)).toEqual([]);
    expect(reached(0, 150)).toEqual(['newbie', 'regular', 'expert']);
  });

  it('earn the badges whose points_level rule names them', () => {
    const badge = (slug: string, rule: StoredBadge['rule']): StoredBadge => ({ slug, title: slug, color: '', icon: '', image: '', description: '', rule, created_at: '', updated_at: '' });
    const catalogue = [
      badge('regular-badge', { type: 'points_level', level: 'regular' }),
      badge('expert-badge', { type: 'points_level', level: 'expert' }),
      badge('gone-level', { type: 'points_level', level: 'no-such-level' }),
      badge('course', { type: 'course_completed', course_id: 1 }),
      badge('plain', null),
    ];
    const earned = (before: number, after: number) => badgesForPoints(catalogue, LEVELS, before, after).map((e) => `${e.badge.slug}@${e.level}`);
    expect(earned(9, 10)).toEqual(['regular-badge@regular']);
    expect(earned(0, 500)).toEqual(['regular-badge@regular', 'expert-badge@expert']);
    expect(earned(10, 20)).toEqual([]);
    expect(earned(500, 0)).toEqual([]);
    expect(badgesForPoints(catalogue, [], 0, 500)).toEqual([]);
  });
});
