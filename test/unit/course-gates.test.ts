/** The gated courses' pure rules (features/courses/course-gates.ts; docs/courses.md, "Gated courses"). */
import { describe, expect, it } from 'vitest';
import { enrolmentGate, missingConditions, requiredSpaceIds, sectionDrip, unlockDateOf } from '#features/courses/course-gates.ts';
import { defaultCourseData } from '#features/courses/courses.ts';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const lockscreen = (type: string, conditions: Record<string, unknown> = {}) => ({
  enabled: true,
  type,
  conditions: { required_courses: [], required_membership: '', required_role: '', ...conditions },
  message: '',
  button_text: '',
  button_url: '',
});
const course = (price: number, lock: ReturnType<typeof lockscreen> | null) => ({ id: 9, course: { ...defaultCourseData(1), price }, lockscreen: lock as never });

describe('enrolmentGate', () => {
  it('a price or a payment lockscreen refuses; a membership lockscreen opens to its conditions, or refuses without any', () => {
    expect(enrolmentGate(course(0, null))).toEqual({ kind: 'open' });
    expect(enrolmentGate(course(10, null))).toEqual({ kind: 'refused', missing: { payment: { price: 10 } } });
    expect(enrolmentGate(course(0, lockscreen('payment')))).toEqual({ kind: 'refused', missing: { payment: { price: 0 } } });
    expect(enrolmentGate(course(0, lockscreen('membership')))).toEqual({ kind: 'refused', missing: { grant: true } });
    // The course itself is not a condition of its own.
    expect(enrolmentGate(course(0, lockscreen('membership', { required_membership: '3, 9,3' })))).toEqual({ kind: 'conditions', spaceIds: [3], role: '' });
    expect(enrolmentGate(course(0, { ...lockscreen('membership', { required_role: 'admin' }), enabled: false }))).toEqual({ kind: 'open' });
    expect(enrolmentGate(course(0, lockscreen('custom')))).toEqual({ kind: 'open' });
    expect(enrolmentGate(course(0, lockscreen('prerequisite', { required_courses: [4, 9] })))).toEqual({ kind: 'prerequisite', courseIds: [4] });
  });

  it('conditions: any one named space, and the role or a higher one', () => {
    const gate = { kind: 'conditions' as const, spaceIds: [3, 4], role: 'moderator' };
    expect(missingConditions(gate, 'member', () => false)).toEqual({ required_membership: [3, 4], required_role: 'moderator' });
    expect(missingConditions(gate, 'admin', (id) => id === 4)).toBeNull();
    expect(missingConditions({ ...gate, role: 'vip' }, 'admin', () => true)).toEqual({ required_role: 'vip' });
    expect(requiredSpaceIds('12, slug, 0, 12,7')).toEqual([12, 7]);
  });
});

describe('sectionDrip', () => {
  const section = (scheduled_at: string | null, unlock_days: number | null) => ({ scheduled_at, unlock_days });
  it('scheduled courses by scheduled_at, structured ones by days after the enrolment, self-paced never', () => {
    expect(sectionDrip('scheduled', section('2026-06-11T00:00:00.000Z', null), null, NOW)).toEqual({ locked: true, unlockAt: '2026-06-11T00:00:00.000Z' });
    expect(sectionDrip('scheduled', section('2026-06-10T11:59:59.000Z', null), null, NOW).locked).toBe(false);
    expect(sectionDrip('structured', section(null, 2), '2026-06-09T12:00:00.000Z', NOW)).toEqual({ locked: true, unlockAt: '2026-06-11T12:00:00.000Z' });
    expect(sectionDrip('structured', section(null, 1), '2026-06-09T12:00:00.000Z', NOW).locked).toBe(false);
    expect(sectionDrip('structured', section(null, 1), null, NOW)).toEqual({ locked: true, unlockAt: null });
    expect(sectionDrip('structured', section('2099-01-01T00:00:00.000Z', null), '2026-06-09T12:00:00.000Z', NOW).locked).toBe(false);
    expect(sectionDrip('self_paced', section('2099-01-01T00:00:00.000Z', 5), null, NOW).locked).toBe(false);
  });

  it('a date alone is its midnight in the site\'s time zone; a date and time are UTC', () => {
    expect(unlockDateOf('2026-07-01', 'Europe/Berlin')).toBe('2026-06-30T22:00:00.000Z');
    expect(unlockDateOf('2026-01-01', 'America/New_York')).toBe('2026-01-01T05:00:00.000Z');
    expect(unlockDateOf('2026-07-01 08:30:00', 'Europe/Berlin')).toBe('2026-07-01T08:30:00.000Z');
  });
});
