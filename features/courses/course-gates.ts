/**
 * Gated courses (docs/courses.md, "Gated courses"): who may enrol themselves (a price, a payment
 * lockscreen, a membership lockscreen and its conditions, prerequisites), when a section's lessons
 * open to a student (drip: a scheduled course's `scheduled_at`, a structured course's
 * `unlock_days` after the enrolment), and how a quiz lesson is completed. Pure.
 */
import { ApiError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ROLES, type Role } from '#platform/core/roles.ts';
import { zonedToUtc } from '#platform/core/zoned-time.ts';
import { selfServiceLock, type CourseLockscreen } from '#features/spaces/spaces.ts';
import { defaultQuizSettings, type CourseRecord, type CourseType, type LessonRecord, type SectionRecord } from '#features/courses/courses.ts';
import { enabledQuestions } from '#features/courses/quizzes.ts';

// --- self-enrolment ------------------------------------------------------------------------------

/**
 * What self-enrolment needs beyond the course's status and privacy:
 * - `refused`: a price above 0 or a payment lockscreen (`missing.payment`), or a membership
 *   lockscreen without conditions (`missing.grant`): an administrator or an integration enrols;
 * - `conditions`: a membership lockscreen with conditions: those who meet them enrol themselves;
 * - `prerequisite`: the required courses completed first.
 */
export type EnrolmentGate =
  | { kind: 'open' }
  | { kind: 'refused'; missing: Record<string, unknown> }
  | { kind: 'conditions'; spaceIds: number[]; role: string }
  | { kind: 'prerequisite'; courseIds: number[] };

/** `conditions.required_membership` as stored: space ids, comma separated (the lockscreen's save resolves slugs). */
export const requiredSpaceIds = (requiredMembership: string): number[] =>
  [...new Set(requiredMembership.split(',').map((t) => t.trim()).filter((t) => /^[1-9]\d{0,14}$/.test(t)).map(Number))];

export function enrolmentGate(course: Pick<CourseRecord, 'id' | 'lockscreen' | 'course'>): EnrolmentGate {
  const lock = course.lockscreen as CourseLockscreen | null;
  if (course.course.price > 0 || (lock?.enabled && lock.type === 'payment')) return { kind: 'refused', missing: { payment: { price: course.course.price } } };
  const closed = selfServiceLock(course);
  if (closed) {
    const spaceIds = requiredSpaceIds(closed.conditions.required_membership).filter((id) => id !== course.id);
    const role = closed.conditions.required_role.trim();
    if (spaceIds.length === 0 && role === '') return { kind: 'refused', missing: { grant: true } };
    return { kind: 'conditions', spaceIds, role };
  }
  if (lock?.enabled && lock.type === 'prerequisite') {
    const courseIds = lock.conditions.required_courses.filter((id) => id !== course.id);
    if (courseIds.length > 0) return { kind: 'prerequisite', courseIds };
  }
  return { kind: 'open' };
}

const RANK: Record<Role, number> = { member: 0, moderator: 1, admin: 2 };
const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

/**
 * What a caller lacks of a membership lockscreen's conditions, or null when they meet them all:
 * `required_membership` is met by an active membership of any one of the named spaces,
 * `required_role` by that community role or a higher one (member < moderator < admin).
 */
export function missingConditions(gate: Extract<EnrolmentGate, { kind: 'conditions' }>, callerRole: Role, holdsSpace: (spaceId: number) => boolean): Record<string, unknown> | null {
  const missing: Record<string, unknown> = {};
  if (gate.spaceIds.length > 0 && !gate.spaceIds.some(holdsSpace)) missing['required_membership'] = gate.spaceIds;
  if (gate.role !== '' && !(isRole(gate.role) && RANK[callerRole] >= RANK[gate.role])) missing['required_role'] = gate.role;
  return Object.keys(missing).length > 0 ? missing : null;
}

/** A lockscreen's `required_role` must be a community role (or empty). */
export const knownRequiredRole = (role: string): boolean => role.trim() === '' || isRole(role.trim());

// --- drip ----------------------------------------------------------------------------------------

export interface DripLock {
  locked: boolean;
  /** ISO instant the section opens, when known (null for an open section, or for a structured course's reader who is not enrolled). */
  unlockAt: string | null;
}

const OPEN: DripLock = { locked: false, unlockAt: null };
const DAY_MS = 86_400_000;

/**
 * When a section's lessons open to a student: a scheduled course's sections at their
 * `scheduled_at`, a structured course's `unlock_days` after the student's enrolment (`enrolledAt`;
 * without one the section shows locked with no date), a self-paced course's never locked. The
 * course's type decides: a section's setting of the other type is ignored. Course administrators
 * are never locked (their callers pass no student).
 */
export function sectionDrip(courseType: CourseType, section: Pick<SectionRecord, 'scheduled_at' | 'unlock_days'>, enrolledAt: string | null, now: number): DripLock {
  if (courseType === 'scheduled' && section.scheduled_at) {
    return Date.parse(section.scheduled_at) > now ? { locked: true, unlockAt: section.scheduled_at } : OPEN;
  }
  if (courseType === 'structured' && section.unlock_days) {
    if (!enrolledAt) return { locked: true, unlockAt: null };
    const at = Date.parse(enrolledAt) + section.unlock_days * DAY_MS;
    return at > now ? { locked: true, unlockAt: new Date(at).toISOString() } : OPEN;
  }
  return OPEN;
}

/** A lesson's drip lock: its section's (OPEN when the section is not in the outline). */
export function lessonDrip(courseType: CourseType, sections: readonly SectionRecord[], lesson: Pick<LessonRecord, 'section_id'>, enrolledAt: string | null, now: number): DripLock {
  const section = sections.find((s) => s.id === lesson.section_id);
  return section ? sectionDrip(courseType, section, enrolledAt, now) : OPEN;
}

const sqlOrNull = (iso: string | null) => (iso ? toSqlDateTime(iso) : null);

/** 403 lesson_locked: a drip-locked lesson is not completed, nor its quiz taken, before it opens. */
export class LessonLockedError extends ApiError {
  constructor(lessonId: number, lock: DripLock) {
    super(403, 'lesson_locked', lock.unlockAt ? `This lesson opens on ${sqlOrNull(lock.unlockAt)} (UTC).` : 'This lesson is not open yet.', {
      data: { lesson_id: lessonId, unlock_date: sqlOrNull(lock.unlockAt) },
    });
  }
}

/** A section's unlock date as PATCH gives it: a date alone is its midnight in the site's time zone; a date and time are UTC. */
export function unlockDateOf(value: string, siteTimeZone: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? zonedToUtc(`${value} 00:00:00`, siteTimeZone).toISOString() : new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}

// --- quiz lessons --------------------------------------------------------------------------------

/**
 * A quiz that requires passing (enabled questions and a passing score above 0) is completed only
 * by passing it (the submit, or a grading): never through the complete routes.
 */
export const completedByPassing = (lesson: Pick<LessonRecord, 'content_type' | 'quiz_questions' | 'quiz_settings'>): boolean =>
  lesson.content_type === 'quiz' && enabledQuestions(lesson.quiz_questions ?? []).length > 0 && { ...defaultQuizSettings(), ...lesson.quiz_settings }.passing_score > 0;

export class QuizNotPassedError extends ApiError {
  constructor(passingScore: number) {
    super(403, 'quiz_not_passed', 'This lesson is a quiz: pass it to complete the lesson.', { data: { passing_score: passingScore } });
  }
}
