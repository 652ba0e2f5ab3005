/**
 * Enrolment and progress (docs/courses.md, "Enrolment and progress"): enrol, unenrol, an
 * administrator's add and removal, lockscreens, progress, lesson completion, students and my
 * courses. An enrolment is the course's membership with role student (features/courses/enrolment-store.ts);
 * each change is one transaction with the course's counters and its outbox event.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ApiError, ForbiddenError, InvalidParamError, type FieldIssue } from '#platform/core/errors.ts';
import { ROLES } from '#platform/core/roles.ts';
import { resolveSlug } from '#features/spaces/space-store.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { decodeCursor, encodeCursor, pageMeta } from '#platform/core/paging.ts';
import { toCourse } from '#features/courses/course-store.ts';
import { cachedOutline } from '#features/courses/outline-cache.ts';
import {
  accessUpdate,
  countEnrolled,
  enrolmentCreate,
  enrolmentDelete,
  getEnrolment,
  isStudentItem,
  lessonCompletionUpdate,
  lessonIncompletionWrites,
  listEnrolled,
  listStudents,
  progressResetWrites,
  raiseWatchedPercent,
  toEnrolment,
  type EnrolmentRecord,
  type EnrolmentState,
} from '#features/courses/enrolment-store.ts';
import { keys } from '#platform/data/keys.ts';
import { getProfile, toProfile } from '#features/members/member-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { STUDENT_ROLE, toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import { GSI } from '#platform/data/table.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import { progressOf } from '#features/courses/course-progress.ts';
import { administeredCourse, administeredPage, completedLessonsOf, toCourseObject, visibleCourse, type CourseRef, type LoadedCourse } from '#features/courses/course-service.ts';
import { CourseConflictError, defaultCourseData, defaultQuizSettings, isCourseAdmin, isEnrolledIn, LessonNotFoundError, lostRace, type CourseRecord, type Outline } from '#features/courses/courses.ts';
import { MemberNotFoundError } from '#features/members/members.ts';
import { saveLockscreen } from '#features/spaces/space-service.ts';
import { AlreadyMemberError, LockedError, type CourseLockscreen, type SpaceRecord } from '#features/spaces/spaces.ts';
import { LessonLockedError, QuizNotPassedError, completedByPassing, enrolmentGate, knownRequiredRole, lessonDrip, missingConditions } from '#features/courses/course-gates.ts';
import { outboxPut } from '#platform/events/outbox.ts';

// --- errors ------------------------------------------------------------------------------------

export class NotEnrolledError extends ApiError {
  constructor() {
    super(403, 'not_enrolled', 'You are not enrolled in this course.');
  }
}

export class CourseNotCompleteError extends ApiError {
  constructor(percentage: number) {
    super(400, 'course_not_complete', 'Complete every lesson of the course first.', { data: { progress_percentage: percentage } });
  }
}

/** The spec's 400 already_enrolled: the caller is enrolled already (a repeat, or a concurrent request that won). */
export class AlreadyEnrolledError extends ApiError {
  constructor() {
    super(400, 'already_enrolled', 'You are already enrolled in this course.');
  }
}

class NotStudentError extends ApiError {
  constructor() {
    super(400, 'not_a_student', 'This member is not a student of the course.');
  }
}

// --- views -------------------------------------------------------------------------------------

const courseRef = (c: Pick<CourseRecord, 'id' | 'title' | 'slug'>) => ({ id: c.id, title: c.title, slug: c.slug });

/** The enrolment's id: the course and the student (one enrolment per pair). */
export const enrollmentId = (courseId: number, userId: number): string => `${courseId}-${userId}`;

export function enrolmentView(e: Pick<MembershipRecord, 'space_id' | 'user_id' | 'joined_at'>) {
  return { enrollment_id: enrollmentId(e.space_id, e.user_id), course_id: e.space_id, user_id: e.user_id, enrolled_at: toSqlDateTime(e.joined_at) };
}

/** The original's `track`: completed lesson ids, enrolled, the percentage. */
export const trackOf = (enrolled: boolean, completed: number[], percentage: number) => ({ completed_lessons: completed, isEnrolled: enrolled, progress: percentage });

const enrolmentOf = (loaded: LoadedCourse, userId: number): EnrolmentRecord | null => {
  const item = loaded.extras.get(itemKeyOf(keys.spaceMember(loaded.course.id, userId)));
  return item && isStudentItem(item) ? toEnrolment(item) : null;
};

const now = () => new Date().toISOString();

/** Transactions on the course's record contend under concurrent enrolments: retried longer than the default. */
const ATTEMPTS = 8;

class LostRace extends Error {}
const onCondition = () => {
  throw new LostRace();
};

/** Rounds of reading again after a lost guard before answering 409 conflict. */
const ROUNDS = 5;

/**
 * Writes `items` in one transaction: 'lost' when a guard failed (the caller reads again and decides),
 * 409 conflict when concurrent transactions kept cancelling it past its retries (never a 500).
 */
async function write(items: TransactItem[]): Promise<'done' | 'lost'> {
  try {
    await transact(items, onCondition, ATTEMPTS);
    return 'done';
  } catch (error) {
    if (error instanceof LostRace) return 'lost';
    if (lostRace(error)) throw new CourseConflictError();
    throw error;
  }
}

// --- enrolment ---------------------------------------------------------------------------------

/**
 * Self-enrolment's gate (course-gates.ts enrolmentGate; docs/courses.md, "Gated courses"): 403
 * course_locked with the lockscreen and `missing` for a price or a payment lockscreen, a
 * membership lockscreen whose conditions the caller does not meet (one BatchGet of their
 * memberships of the named spaces), or a prerequisite not completed (one BatchGet of their
 * enrolments in the required courses).
 */
async function assertUnlocked(course: CourseRecord, caller: Caller): Promise<void> {
  const gate = enrolmentGate(course);
  if (gate.kind === 'open') return;
  if (gate.kind === 'refused') throw new LockedError('course', course.lockscreen, gate.missing);
  const ids = gate.kind === 'conditions' ? gate.spaceIds : gate.courseIds;
  const found = ids.length > 0 ? await batchGet(ids.map((id) => keys.spaceMember(id, caller.userId))) : new Map<string, Record<string, unknown>>();
  const itemOf = (id: number) => found.get(itemKeyOf(keys.spaceMember(id, caller.userId)));
  if (gate.kind === 'conditions') {
    const missing = missingConditions(gate, caller.role, (id) => itemOf(id)?.['status'] === 'active');
    if (missing) throw new LockedError('course', course.lockscreen, missing);
    return;
  }
  const notDone = gate.courseIds.filter((id) => {
    const item = itemOf(id);
    return !(item && isStudentItem(item) && typeof item['completed_at'] === 'string');
  });
  if (notDone.length > 0) throw new LockedError('course', course.lockscreen, { required_courses: notDone });
}

const enrolledEvent = (course: CourseRecord, m: MembershipRecord, actorId: number, by: 'self' | 'by_admin') =>
  outboxPut({ name: 'course.enrolled', actorId, spaceId: course.id, data: { ...enrolmentView(m), by, course: courseRef(course), instructor_id: course.course.instructor_id } });

/**
 * Writes a new enrolment. `created: false` with the winner's enrolment when someone enrolled the
 * student meanwhile (the guard on the membership's absence failed; counted once, one event);
 * 400 already_member when another membership is there.
 */
async function writeEnrolment(course: CourseRecord, userId: number, actorId: number, by: 'self' | 'by_admin'): Promise<{ enrolment: EnrolmentRecord | MembershipRecord; created: boolean }> {
  const at = now();
  const m: MembershipRecord = { space_id: course.id, user_id: userId, role: STUDENT_ROLE, status: 'active', joined_at: at, updated_at: at };
  if ((await write([...enrolmentCreate(m), enrolledEvent(course, m, actorId, by)])) === 'done') return { enrolment: m, created: true };
  const current = await getEnrolment(course.id, userId, { consistent: true });
  if (current && current.role === STUDENT_ROLE && current.status === 'active') return { enrolment: current, created: false };
  if (current) throw new AlreadyMemberError(current.status);
  // The course's record changed under the write (deleted meanwhile): nothing was written.
  throw new CourseConflictError();
}

export interface EnrolOptions {
  /**
   * A repeat (already enrolled, or a concurrent request that won): 400 already_enrolled (the
   * spec's), or a success that writes nothing (the original's, under the compat base path).
   */
  repeat: 'refuse' | 'answer';
}

/** POST /courses/{id}/enroll. */
export async function enrol(ref: CourseRef, caller: Caller, options: EnrolOptions = { repeat: 'refuse' }) {
  const loaded = await visibleCourse(ref, caller, { consistent: true });
  const { course, membership } = loaded;
  const repeat = (existing: EnrolmentRecord) => {
    if (options.repeat === 'refuse') throw new AlreadyEnrolledError();
    return { course, enrolment: existing as MembershipRecord, created: false, completed: existing.completed_lessons };
  };
  const existing = enrolmentOf(loaded, caller.userId);
  if (existing) return repeat(existing);
  if (!isCourseAdmin(caller, course, membership)) {
    if (course.status !== 'published') throw new ForbiddenError('This course is not open for enrolment.');
    if (course.privacy !== 'public') throw new ForbiddenError('You are not allowed to enroll in this course.');
    await assertUnlocked(course, caller);
  }
  if (membership?.status === 'banned') throw new ForbiddenError('You are banned from this course.');
  // A course administrator's own membership (admin of its space) is not an enrolment.
  if (membership) throw new AlreadyMemberError(membership.status);
  const { enrolment, created } = await writeEnrolment(course, caller.userId, caller.userId, 'self');
  if (!created) return repeat(enrolment as EnrolmentRecord);
  return { course, enrolment, created, completed: [] as number[] };
}

async function removeEnrolment(course: CourseRecord, e: EnrolmentRecord, actorId: number, reason: 'unenrolled' | 'removed'): Promise<void> {
  for (let round = 0, current: EnrolmentRecord | null = e; round < ROUNDS; round++) {
    const event = outboxPut({ name: 'course.unenrolled', actorId, spaceId: course.id, data: { ...enrolmentView(current), reason, course: courseRef(course) } });
    if ((await write([...enrolmentDelete(current), event])) === 'done') return;
    // A completion changed the progress meanwhile (read again), or the enrolment is gone already.
    current = await getEnrolment(course.id, e.user_id, { consistent: true });
    if (!current || current.role !== STUDENT_ROLE) return;
  }
  throw new CourseConflictError();
}

/** POST /courses/{id}/unenroll: the caller's enrolment and progress go. */
export async function unenrol(ref: CourseRef, caller: Caller): Promise<void> {
  const loaded = await visibleCourse(ref, caller, { consistent: true });
  const e = enrolmentOf(loaded, caller.userId);
  if (!e) throw new NotEnrolledError();
  await removeEnrolment(loaded.course, e, caller.userId, 'unenrolled');
}

/** POST /admin/courses/{id}/students: a course administrator enrols a member (any course status or privacy, no lockscreen). */
export async function addStudent(ref: CourseRef, caller: Caller, userId: number) {
  const { course } = await administeredCourse(ref, caller);
  const [profile, current] = await Promise.all([getProfile(userId), getEnrolment(course.id, userId, { consistent: true })]);
  if (!profile) throw new MemberNotFoundError();
  if (current) throw new AlreadyMemberError(current.status);
  const { enrolment, created } = await writeEnrolment(course, userId, caller.userId, 'by_admin');
  // Enrolled by a concurrent request: it is a member now, as if it had been before.
  if (!created) throw new AlreadyMemberError('active');
  return enrolment;
}

async function studentOf(course: CourseRecord, userId: number): Promise<EnrolmentRecord> {
  const e = await getEnrolment(course.id, userId, { consistent: true });
  if (!e || e.role !== STUDENT_ROLE || e.status !== 'active') throw new NotStudentError();
  return e;
}

/** DELETE /admin/courses/{id}/students/{student_id}. */
export async function removeStudent(ref: CourseRef, caller: Caller, userId: number): Promise<void> {
  const { course } = await administeredCourse(ref, caller);
  await removeEnrolment(course, await studentOf(course, userId), caller.userId, 'removed');
}

async function reset(e: EnrolmentRecord): Promise<void> {
  for (let round = 0, current: EnrolmentRecord | null = e; round < ROUNDS; round++) {
    if ((await write(progressResetWrites(current))) === 'done') return;
    current = await getEnrolment(e.space_id, e.user_id, { consistent: true });
    if (current?.role !== STUDENT_ROLE || current.status !== 'active') throw new NotEnrolledError();
  }
  throw new CourseConflictError();
}

/** DELETE /courses/{id}/progress (the caller's) and /admin/courses/{id}/students/{sid}/progress. */
export async function resetProgress(ref: CourseRef, caller: Caller, studentId?: number) {
  if (studentId !== undefined) {
    const { course } = await administeredCourse(ref, caller);
    await reset(await studentOf(course, studentId));
    return trackOf(true, [], 0);
  }
  const loaded = await visibleCourse(ref, caller, { consistent: true });
  const e = enrolmentOf(loaded, caller.userId);
  if (!e) throw new NotEnrolledError();
  await reset(e);
  return trackOf(true, [], 0);
}

// --- lockscreens -------------------------------------------------------------------------------

/** A lockscreen names at most this many spaces in `conditions.required_membership`. */
const MAX_REQUIRED_SPACES = 10;

/**
 * A lockscreen's conditions checked and stored as enrolment reads them (docs/courses.md, "Gated
 * courses"): `required_role` a community role or empty; `required_membership` space ids or slugs,
 * comma separated, each an existing space, stored as ids (so enrolment reads one BatchGet of the
 * caller's memberships). 400 rest_invalid_param naming the condition otherwise.
 */
async function withResolvedConditions(lock: CourseLockscreen): Promise<CourseLockscreen> {
  const c = lock.conditions;
  const issues: FieldIssue[] = [];
  if (!knownRequiredRole(c.required_role)) issues.push({ path: 'conditions.required_role', message: `must be one of ${ROLES.join(', ')}, or empty` });
  const tokens = [...new Set(c.required_membership.split(',').map((t) => t.trim()).filter(Boolean))];
  if (tokens.length > MAX_REQUIRED_SPACES) issues.push({ path: 'conditions.required_membership', message: `names at most ${MAX_REQUIRED_SPACES} spaces` });
  if (issues.length > 0) throw new InvalidParamError(issues);
  const ids = await Promise.all(tokens.map(async (t) => (/^[1-9]\d{0,14}$/.test(t) ? Number(t) : ((await resolveSlug(t))?.spaceId ?? null))));
  const found = ids.some((id) => id !== null) ? await batchGet([...new Set(ids.filter((id): id is number => id !== null))].map((id) => keys.space(id))) : new Map();
  const unknown = tokens.filter((_, i) => ids[i] === null || !found.has(itemKeyOf(keys.space(ids[i]!))));
  if (unknown.length > 0) throw new InvalidParamError([{ path: 'conditions.required_membership', message: `names no space: ${unknown.join(', ')}` }]);
  return { ...lock, conditions: { ...c, required_role: c.required_role.trim(), required_membership: [...new Set(ids)].join(',') } };
}

/** PUT /admin/courses/{id}/lockscreens: a course administrator sets the course's lockscreen. */
export async function setCourseLockscreen(ref: CourseRef, caller: Caller, given: CourseLockscreen) {
  const { course, membership } = await administeredCourse(ref, caller);
  const lockscreen = await withResolvedConditions(given);
  const { counts: _counts, ...space } = course;
  const saved = await saveLockscreen(space as SpaceRecord, lockscreen, caller);
  return { lockscreen, course: toCourseObject({ ...course, ...saved, course: course.course, counts: course.counts } as CourseRecord, caller, membership) };
}

// --- progress ----------------------------------------------------------------------------------

/** The spec's progress fields, from the enrolment and the outline. */
export function progressView(course: CourseRecord, e: EnrolmentRecord, progress: ReturnType<typeof progressOf>, certificateUrl: string | null = null) {
  return {
    course_id: course.id,
    progress_percentage: progress.percentage,
    completed_lessons: progress.completed,
    total_lessons: progress.total,
    completed_lesson_ids: e.completed_lessons,
    time_spent: e.time_spent_seconds,
    last_accessed: e.last_accessed ? toSqlDateTime(e.last_accessed) : null,
    started_at: e.started_at ? toSqlDateTime(e.started_at) : null,
    enrolled_at: toSqlDateTime(e.joined_at),
    completed_at: e.completed_at ? toSqlDateTime(e.completed_at) : null,
    certificate_url: certificateUrl,
    next_lesson: progress.next_lesson,
  };
}

/** A student's course: 403 not_enrolled for anyone else who may see it. */
export async function enrolledCourse(ref: CourseRef, caller: Caller, consistent: boolean) {
  const loaded = await visibleCourse(ref, caller, { consistent });
  const e = enrolmentOf(loaded, caller.userId);
  if (!e) throw new NotEnrolledError();
  return { course: loaded.course, enrolment: e, membership: loaded.membership };
}

/** GET /courses/{id}/progress; `time_spent` (seconds since the last report) also marks the access. */
export async function courseProgress(ref: CourseRef, caller: Caller, options: { timeSpent?: number | undefined } = {}) {
  const { course, enrolment } = await enrolledCourse(ref, caller, false);
  let e = enrolment;
  if (options.timeSpent !== undefined) {
    const at = now();
    // Its guard fails only when the enrolment ended meanwhile.
    if ((await write([accessUpdate(e, at, options.timeSpent)])) === 'lost') throw new NotEnrolledError();
    e = { ...e, last_accessed: at, started_at: e.started_at ?? at, time_spent_seconds: e.time_spent_seconds + options.timeSpent };
  }
  const outline = await cachedOutline(course);
  return { data: progressView(course, e, progressOf(outline, e.completed_lessons)), track: trackOf(true, e.completed_lessons, progressOf(outline, e.completed_lessons).percentage) };
}

export interface CompletionInput {
  enrolment: EnrolmentRecord;
  course: CourseRecord;
  lesson: { id: number; title: string; slug: string };
  actorId: number;
  at: string;
}

/**
 * The TransactItems that complete a lesson for a student (the complete route, and a passed quiz
 * in its submit transaction): the enrolment's update (the id added only if absent, completed_count
 * + 1, guarded by the count as read), lesson.completed and, when the count reaches the course's
 * lessons_count, the course's completion with course.completed. A transaction with these items
 * that fails its condition lost a race: read the enrolment again and retry (or answer the repeat).
 * The caller checks first that the lesson is not completed yet.
 */
export function lessonCompletionWrites(input: CompletionInput): { items: TransactItem[]; completesCourse: boolean } {
  const { enrolment: e, course, lesson, at } = input;
  const completesCourse = !e.completed_at && course.counts.lessons_count > 0 && e.completed_count + 1 >= course.counts.lessons_count;
  const lessonData = {
    lesson_id: lesson.id,
    lesson_title: lesson.title,
    lesson_slug: lesson.slug,
    course_id: course.id,
    user_id: e.user_id,
    completed_at: toSqlDateTime(at),
    course: courseRef(course),
  };
  const events = [outboxPut({ name: 'lesson.completed', actorId: input.actorId, spaceId: course.id, data: lessonData })];
  if (completesCourse) {
    events.push(outboxPut({ name: 'course.completed', actorId: input.actorId, spaceId: course.id, data: { ...enrolmentView(e), completed_at: toSqlDateTime(at), course: courseRef(course) } }));
  }
  return { items: [...lessonCompletionUpdate(e, lesson.id, at, completesCourse), ...events], completesCourse };
}

/**
 * The course, the lesson's outline item and the caller's enrolment in one BatchGet (the course's
 * load). The lesson must be visible (published, in a published section).
 */
async function completionContext(ref: CourseRef, caller: Caller, lessonId: number) {
  const loaded = await visibleCourse(ref, caller, { consistent: true, extraKeys: (id) => [keys.courseLesson(id, lessonId)] });
  const e = enrolmentOf(loaded, caller.userId);
  if (!e) throw new NotEnrolledError();
  const item = loaded.extras.get(itemKeyOf(keys.courseLesson(loaded.course.id, lessonId)));
  if (!item || item['status'] !== 'published') throw new LessonNotFoundError();
  return { course: loaded.course, enrolment: e, lesson: { id: lessonId, title: String(item['title'] ?? ''), slug: String(item['slug'] ?? ''), sectionId: Number(item['section_id']) } };
}

export type CompletionState = 'completed' | 'incomplete';

/**
 * A lesson the complete routes may complete (docs/courses.md, "Gated courses"): not drip-locked
 * for the student (403 lesson_locked with its unlock date), and not a quiz that requires passing
 * (403 quiz_not_passed: only passing it completes it).
 */
function assertCompletable(course: CourseRecord, outline: Outline, lessonId: number, e: EnrolmentRecord): void {
  const lesson = outline.lessons.find((l) => l.id === lessonId);
  if (!lesson) return;
  const lock = lessonDrip(course.course.course_type, outline.sections, lesson, e.joined_at, Date.now());
  if (lock.locked) throw new LessonLockedError(lessonId, lock);
  if (completedByPassing(lesson)) throw new QuizNotPassedError({ ...defaultQuizSettings(), ...lesson.quiz_settings }.passing_score);
}

/**
 * Completes (or undoes) a lesson for the caller. A repeat writes nothing and answers the stored
 * completed_at. One BatchGet and one transaction; a lost race (a concurrent completion of the
 * same student) reads again and retries.
 */
export async function setLessonCompletion(ref: CourseRef, caller: Caller, lessonId: number, state: CompletionState) {
  for (let attempt = 0; ; attempt++) {
    const { course, enrolment: e, lesson } = await completionContext(ref, caller, lessonId);
    const has = e.completed_lessons.includes(lessonId);
    const at = now();
    // Only a change writes: completing a lesson not yet completed, or undoing a completed one.
    const changed = (state === 'completed') !== has;
    // The outline (read anyway for the progress answered) tells the lesson's drip and whether it is a quiz.
    const outline = await cachedOutline(course);
    if (changed && state === 'completed') assertCompletable(course, outline, lessonId, e);
    if (changed) {
      const writes = state === 'completed' ? lessonCompletionWrites({ enrolment: e, course, lesson, actorId: caller.userId, at }).items : lessonIncompletionWrites({ enrolment: e, lessonId, at });
      if ((await write(writes)) === 'lost') {
        if (attempt < ROUNDS) continue;
        throw new CourseConflictError();
      }
    }
    const completed = state === 'completed' ? [...new Set([...e.completed_lessons, lessonId])] : e.completed_lessons.filter((id) => id !== lessonId);
    const progress = progressOf(outline, completed);
    const completedAt = state === 'completed' ? (changed ? at : (e.lesson_completions[String(lessonId)] ?? null)) : null;
    return { changed, lessonId, completedAt, progress, completed };
  }
}

// --- students and my courses --------------------------------------------------------------------

const percentageOf = (completedCount: number, lessonsCount: number) => (lessonsCount > 0 ? Math.min(100, Math.floor((completedCount / lessonsCount) * 100)) : 0);

export interface StudentsQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  order: 'asc' | 'desc';
}

/**
 * GET /courses/{id}/students, /admin/courses/{id}/students: one Query of the page by enrolled_at,
 * one BatchGet of the course, the caller's membership and the profiles. A row's percentage is its completed_count over the course's
 * lessons_count (no outline read per page; a lesson unpublished after completion still counts
 * there, capped at 100).
 */
export async function listCourseStudents(courseId: number, caller: Caller, q: StudentsQuery) {
  const {
    loaded: { course, extras: profiles },
    page,
  } = await administeredPage(
    courseId,
    caller,
    (courseId) =>
      listStudents(courseId, {
        ascending: q.order === 'asc',
        offset: q.cursor ? 0 : (q.page - 1) * q.per_page,
        limit: q.per_page,
        startKey: q.cursor ? decodeCursor(q.cursor, { index: GSI.gsi1, partition: keys.spaceMembersPartition(courseId, 'active') }) : undefined,
      }),
    (found) => found.students.map((s) => keys.user(s.user_id)),
  );
  const rows = page.students.flatMap((s) => {
    const item = profiles.get(itemKeyOf(keys.user(s.user_id)));
    if (!item) return [];
    const p = toProfile(item);
    return [
      {
        user_id: s.user_id,
        username: p.username,
        display_name: p.display_name,
        avatar: p.avatar,
        progress_percentage: percentageOf(s.completed_count, course.counts.lessons_count),
        enrolled_at: toSqlDateTime(s.joined_at),
        last_accessed: s.last_accessed ? toSqlDateTime(s.last_accessed) : null,
        completed_at: s.completed_at ? toSqlDateTime(s.completed_at) : null,
      },
    ];
  });
  return { data: rows, meta: pageMeta(course.counts.students_count, q.page, q.per_page, encodeCursor(page.lastKey)) };
}

export interface MyCoursesQuery {
  page: number;
  per_page: number;
  status: EnrolmentState | 'all';
}

/**
 * GET /courses/my-courses, GET /courses?type=enrolled: the caller's enrolments by enrolled_at
 * (newest first) from the sparse gsi3 key of each state, then the page's courses in one BatchGet.
 * `all` merges the two states' first pages (a member's own enrolments: small).
 */
export async function myCourses(caller: Caller, q: MyCoursesQuery) {
  const offset = (q.page - 1) * q.per_page;
  const states: EnrolmentState[] = q.status === 'all' ? ['active', 'completed'] : [q.status];
  const [pages, totals] = await Promise.all([
    Promise.all(states.map((s) => listEnrolled(caller.userId, s, { offset: q.status === 'all' ? 0 : offset, limit: q.status === 'all' ? offset + q.per_page : q.per_page }))),
    Promise.all(states.map((s) => countEnrolled(caller.userId, s))),
  ]);
  let enrolments = pages.flatMap((p) => p.enrolments);
  if (q.status === 'all') enrolments = enrolments.sort((a, b) => (b.joined_at + b.space_id).localeCompare(a.joined_at + a.space_id)).slice(offset, offset + q.per_page);
  const found = await batchGet(enrolments.map((e) => keys.space(e.space_id)));
  const items = enrolments.flatMap((e) => {
    const item = found.get(itemKeyOf(keys.space(e.space_id)));
    if (!item) return [];
    const course = toCourse(item, defaultCourseData);
    const membership = toMembership({ ...e } as unknown as Record<string, unknown>);
    return [
      {
        ...toCourseObject(course, caller, membership),
        progress: percentageOf(e.completed_count, course.counts.lessons_count),
        enrollment: { ...enrolmentView(e), completed_at: e.completed_at ? toSqlDateTime(e.completed_at) : null, last_accessed: e.last_accessed ? toSqlDateTime(e.last_accessed) : null },
      },
    ];
  });
  return { items, total: totals.reduce((a, b) => a + b, 0) };
}

/** The caller's completed lesson ids and enrolment, when enrolled (the course detail's track). */
export const trackFromLoaded = (loaded: LoadedCourse, caller: Caller | null) => {
  const enrolled = isEnrolledIn(loaded.membership);
  return { enrolled, completed: enrolled && caller ? completedLessonsOf(loaded.extras.get(itemKeyOf(keys.spaceMember(loaded.course.id, caller.userId)))) : [] };
};


// --- video watching ------------------------------------------------------------------------------

/** The original's default share of a video that counts as watched (LessonVideoGateService::DEFAULT_THRESHOLD). */
export const VIDEO_WATCHED_PERCENT = 80;

/**
 * POST /courses/{id}/lessons/{lesson_id}/video-watched: records how far the student watched the
 * lesson's video (the furthest report is kept). Lessons here never require watching before their
 * completion (the original gates only FluentPlayer videos), so it is recorded only: `is_gated`
 * false, `watched` once the furthest report reaches VIDEO_WATCHED_PERCENT.
 */
export async function recordVideoWatched(ref: CourseRef, caller: Caller, lessonId: number, percent: number) {
  const { course } = await completionContext(ref, caller, lessonId);
  const furthest = await raiseWatchedPercent(course.id, caller.userId, lessonId, percent);
  if (furthest === null) throw new NotEnrolledError();
  return { furthest, watched: furthest >= VIDEO_WATCHED_PERCENT };
}
