/**
 * Course use cases (docs/courses.md): create and update (a space of type course, written by the
 * space writers), delete, the detail with the caller's track (the lists are in course-list.ts). Who sees and who
 * administers a course is in courses.ts; the outline in course-outline-service.ts.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { ForbiddenError, InvalidParamError } from '#platform/core/errors.ts';
import { readLesson, toCourse } from '#features/courses/course-store.ts';
import { cachedOutline } from '#features/courses/outline-cache.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import type { MembershipRecord } from '#features/spaces/space-member-store.ts';
import { listCourses, toCourseObject } from '#features/courses/course-list.ts';
import { progressOf } from '#features/courses/course-progress.ts';
import {
  CourseNotFoundError,
  LessonNotFoundError,
  type LessonRecord,
  assertCourseTransition,
  courseVisible,
  defaultCourseData,
  isCourseAdmin,
  isEnrolledIn,
  mayCreateCourses,
  orderedOutline,
  toCourseData,
  toLessonView,
  type CourseData,
  type CoursePrivacy,
  type CourseRecord,
  type CourseType,
  type Difficulty,
  type InstructorView,
  type LessonBody,
  type Outline,
  type SectionRecord,
} from '#features/courses/courses.ts';
import { sectionDrip, type DripLock } from '#features/courses/course-gates.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { renderMessage } from '#features/feeds/feeds.ts';
import type { MemberProfile } from '#features/members/members.ts';
import { openAttemptForShowing } from '#features/courses/quiz-attempts.ts';
import { isTimedQuiz } from '#features/courses/quizzes.ts';
import { applySpacePatch, insertSpace, loadSpace, removeSpace, type SpaceRef } from '#features/spaces/space-service.ts';
import { SpaceNotFoundError, type SpaceRecord, type SpaceSettingsPatch, type SpaceStatus } from '#features/spaces/spaces.ts';

export { listCourses, toCourseObject, type CourseListPage, type CourseListQuery } from '#features/courses/course-list.ts';

export type CourseRef = SpaceRef;

/** A route's course by the id it carries. */
export const courseById = (p: { id: number }): CourseRef => ({ id: p.id });

export interface LoadedCourse {
  course: CourseRecord;
  membership: MembershipRecord | null;
  extras: Map<string, Record<string, unknown>>;
}

/** The course and the caller's membership (one BatchGet); 404 course_not_found for any other space. */
export async function loadCourse(ref: CourseRef, caller: Caller | null, options: Parameters<typeof loadSpace>[2] = {}): Promise<LoadedCourse> {
  try {
    const loaded = await loadSpace(ref, caller, options);
    const item = loaded.extras.get(itemKeyOf(keys.space(loaded.space.id)));
    if (loaded.space.type !== 'course' || !item) throw new CourseNotFoundError();
    return { course: toCourse(item, defaultCourseData), membership: loaded.membership, extras: loaded.extras };
  } catch (error) {
    if (error instanceof SpaceNotFoundError) throw new CourseNotFoundError();
    throw error;
  }
}

/** A course the caller may see (404 otherwise). */
export async function visibleCourse(ref: CourseRef, caller: Caller | null, options: Parameters<typeof loadSpace>[2] = {}): Promise<LoadedCourse> {
  const loaded = await loadCourse(ref, caller, options);
  if (!courseVisible(loaded.course, caller, loaded.membership)) throw new CourseNotFoundError();
  return loaded;
}

/** A course the caller administers: 404 when they may not know it, 403 when they only see it. */
export async function administeredCourse(ref: CourseRef, caller: Caller, options: Parameters<typeof loadSpace>[2] = {}): Promise<LoadedCourse> {
  const loaded = await visibleCourse(ref, caller, { ...options, consistent: options.consistent ?? true });
  if (!isCourseAdmin(caller, loaded.course, loaded.membership)) throw new ForbiddenError('Only the administrators of this course may do that.');
  return loaded;
}

/**
 * A page for course administrators in two calls: the page's own read first (by the course id the
 * route carries), then one BatchGet of the course, the caller's membership and the keys the page
 * needs (profiles, counters), and the access check before anything is answered. A page read for
 * a course the caller may not administer is thrown away unseen.
 */
export async function administeredPage<T>(
  courseId: number,
  caller: Caller,
  read: (courseId: number) => Promise<T>,
  extraKeys: (page: T, courseId: number) => Array<{ pk: string; sk: string }>,
): Promise<{ loaded: LoadedCourse; page: T }> {
  const page = await read(courseId);
  const loaded = await administeredCourse({ id: courseId }, caller, { consistent: false, extraKeys: () => extraKeys(page, courseId) });
  return { loaded, page };
}

/** The space record of a course, without its counters (what the space writers save). */
const spaceOf = (c: CourseRecord): SpaceRecord => {
  const { counts: _counts, ...space } = c;
  return space;
};

export interface CourseInput {
  title: string;
  description: string;
  slug?: string | undefined;
  /** Markdown; rendered and sanitized into `content`. */
  content?: string | undefined;
  /** A URL or an upload's id: the space's cover photo. */
  featured_image?: string | number | undefined;
  status?: SpaceStatus | undefined;
  privacy?: CoursePrivacy | undefined;
  category?: string | undefined;
  difficulty?: Difficulty | '' | undefined;
  duration?: string | undefined;
  price?: number | undefined;
  course_type?: CourseType | undefined;
  instructor_id?: number | undefined;
  parent_id?: number | undefined;
  settings?: SpaceSettingsPatch | undefined;
}

const render = (markdown: string) => (markdown.trim() === '' ? Promise.resolve('') : renderMessage(markdown, new Map()));

/** Only administrators choose another instructor, who must be a member. */
async function checkInstructor(instructorId: number | undefined, caller: Caller): Promise<void> {
  if (instructorId === undefined || instructorId === caller.userId) return;
  if (!isAdmin(caller)) throw new ForbiddenError('Only administrators may choose another instructor.');
  const found = await batchGet([keys.user(instructorId)]);
  if (!found.has(itemKeyOf(keys.user(instructorId)))) throw new InvalidParamError([{ path: 'instructor_id', message: 'is not an existing member' }]);
}

export async function createCourse(input: CourseInput, caller: Caller) {
  if (!mayCreateCourses(caller)) throw new ForbiddenError('Only instructors and administrators may create courses.');
  await checkInstructor(input.instructor_id, caller);
  const details = input.content ?? '';
  const course: CourseData = {
    ...defaultCourseData(input.instructor_id ?? caller.userId),
    course_details: details,
    content: await render(details),
    category: (input.category ?? '').trim(),
    difficulty: input.difficulty ?? '',
    duration: input.duration ?? '',
    price: input.price ?? 0,
    course_type: input.course_type ?? 'self_paced',
  };
  const { record, membership } = await insertSpace(
    {
      title: input.title,
      slug: input.slug,
      description: input.description,
      logo: '',
      cover_photo: input.featured_image ?? '',
      type: 'course',
      privacy: input.privacy ?? 'public',
      status: input.status === 'published' ? 'published' : 'draft',
      parent_id: input.parent_id,
      settings: input.settings,
    },
    caller,
    { course },
  );
  const created = toCourse({ ...record, course } as unknown as Record<string, unknown>, defaultCourseData);
  return { course: created, membership };
}

export type CoursePatch = Partial<CourseInput>;

/** Course administrators change a course; status moves draft -> published -> archived. */
export async function updateCourse(ref: CourseRef, patch: CoursePatch, caller: Caller) {
  const { course: before, membership } = await administeredCourse(ref, caller);
  if (patch.status !== undefined) assertCourseTransition(before.status, patch.status);
  await checkInstructor(patch.instructor_id, caller);
  const details = patch.content ?? before.course.course_details;
  const course: CourseData = {
    ...before.course,
    course_details: details,
    content: patch.content === undefined ? before.course.content : await render(details),
    ...(patch.category !== undefined ? { category: patch.category.trim() } : {}),
    ...(patch.difficulty !== undefined ? { difficulty: patch.difficulty } : {}),
    ...(patch.duration !== undefined ? { duration: patch.duration } : {}),
    ...(patch.price !== undefined ? { price: patch.price } : {}),
    ...(patch.course_type !== undefined ? { course_type: patch.course_type } : {}),
    ...(patch.instructor_id !== undefined ? { instructor_id: patch.instructor_id } : {}),
  };
  const saved = await applySpacePatch(
    spaceOf(before),
    {
      title: patch.title,
      slug: patch.slug,
      description: patch.description,
      cover_photo: patch.featured_image,
      privacy: patch.privacy,
      status: patch.status,
      parent_id: patch.parent_id,
      settings: patch.settings,
    },
    caller,
    { course },
  );
  return { course: { ...saved, course, counts: before.counts } as CourseRecord, membership };
}

/**
 * DELETE /courses/{id}, /admin/courses/{id}: the space's delete. Its record, slug, list keys and
 * the course counters (courses#<status>, its category's) go at once; its partition (sections,
 * lessons, bodies, enrolments with their progress, quiz results and statistics) and what it owns
 * (its feed's posts) go in the background purge.
 */
export async function deleteCourse(ref: CourseRef, caller: Caller): Promise<void> {
  const { course } = await administeredCourse(ref, caller, { consistent: true });
  await removeSpace(spaceOf(course), caller);
}

// --- detail --------------------------------------------------------------------------------

function instructorOf(extras: Map<string, Record<string, unknown>>, id: number): InstructorView | null {
  const p = extras.get(itemKeyOf(keys.user(id))) as MemberProfile | undefined;
  return p ? { id: p.user_id, display_name: p.display_name, avatar: p.avatar, bio: p.short_description } : null;
}

/** The completed lesson ids on the caller's enrolment (a string set `completed_lessons`, docs/courses.md). */
export function completedLessonsOf(membershipItem: Record<string, unknown> | undefined): number[] {
  const raw = membershipItem?.['completed_lessons'];
  const values = raw instanceof Set ? [...raw] : Array.isArray(raw) ? raw : [];
  return values.map(Number).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}

/**
 * A course's sections with the lessons the caller may see (the original omits sections left empty
 * for students). A timed quiz's questions are shown to administrators, and to a student only in the
 * lesson whose attempt clock was started for this answer (`runningQuiz`, docs/courses.md, Quizzes).
 */
export function sectionsView(
  outline: Outline,
  options: { admin: boolean; canView: boolean; opened?: { id: number; body: LessonBody } | undefined; runningQuiz?: number | undefined; drip?: ((s: SectionRecord) => DripLock) | undefined },
) {
  return orderedOutline(outline, { visibleOnly: !options.admin })
    .filter((s) => options.admin || s.lessons.length > 0)
    .map((s) => {
      // Course administrators are never locked (they pass no drip).
      const lock = options.admin ? undefined : options.drip?.(s);
      const locked = lock?.locked ? lock : undefined;
      return {
        id: s.id,
        title: s.title,
        slug: s.slug,
        type: 'section',
        status: s.status,
        created_at: s.created_at,
        is_locked: Boolean(locked),
        unlock_date: locked?.unlockAt ? toSqlDateTime(locked.unlockAt) : null,
        lessons: s.lessons.map((l) =>
          toLessonView(l, {
            canView: options.canView,
            body: options.opened?.id === l.id ? options.opened.body : undefined,
            questions: options.admin || !isTimedQuiz(l.quiz_settings) || options.runningQuiz === l.id,
            locked,
          }),
        ),
      };
    });
}

/** The drip of a course's sections for a reader (course-gates.ts sectionDrip): none for self-paced courses. */
export function dripFor(course: CourseRecord, enrolledAt: string | null, now = Date.now()): ((s: SectionRecord) => DripLock) | undefined {
  if (course.course.course_type === 'self_paced') return undefined;
  return (s) => sectionDrip(course.course.course_type, s, enrolledAt, now);
}

interface Reading {
  admin: boolean;
  enrolled: boolean;
  completed: number[];
  drip: ((s: SectionRecord) => DripLock) | undefined;
}

/**
 * A lesson's body for a reader who may view the course's lessons, unless it is drip-locked (its view
 * then answers no content, docs/courses.md, Drip). Showing a timed quiz's questions to a student
 * starts its clock, as `quiz/start` does (`runningQuiz`).
 */
async function openLesson(course: CourseRecord, outline: Outline, lesson: LessonRecord, caller: Caller | null, r: Reading) {
  const section = outline.sections.find((s) => s.id === lesson.section_id);
  if (r.drip && section && r.drip(section).locked) return undefined;
  const read = await readLesson(course.id, lesson.id, { body: true });
  if (!read) return undefined;
  const timed = lesson.content_type === 'quiz' && isTimedQuiz(lesson.quiz_settings);
  const runningQuiz = Boolean(caller && r.enrolled && !r.admin && timed && (await openAttemptForShowing(course.id, lesson, caller.userId, r.completed)));
  return { body: read.body, runningQuiz };
}

/**
 * GET /courses/{course_slug}/lessons/{lesson_slug}/by-slug: one lesson as the course detail shows its
 * opened lesson, under the same rules (a course the reader may see, lessons students see, the body
 * to administrators and students when its section is open), with its section's lock.
 */
export async function lessonBySlug(courseSlug: string, lessonSlug: string, caller: Caller | null) {
  const { course, membership, extras } = await visibleCourse({ slug: courseSlug }, caller);
  const outline = await cachedOutline(course);
  const admin = isCourseAdmin(caller, course, membership);
  const enrolled = isEnrolledIn(membership);
  const lesson = orderedOutline(outline, { visibleOnly: !admin }).flatMap((s) => s.lessons).find((l) => l.slug === lessonSlug);
  if (!lesson) throw new LessonNotFoundError();
  const completed = enrolled && caller ? completedLessonsOf(extras.get(itemKeyOf(keys.spaceMember(course.id, caller.userId)))) : [];
  const drip = admin ? undefined : dripFor(course, enrolled && membership ? membership.joined_at : null);
  const canView = admin || enrolled;
  const section = outline.sections.find((s) => s.id === lesson.section_id);
  const lock = drip && section ? drip(section) : undefined;
  const read = canView ? await openLesson(course, outline, lesson, caller, { admin, enrolled, completed, drip }) : undefined;
  return {
    lesson: toLessonView(lesson, {
      canView,
      body: read?.body,
      questions: admin || !isTimedQuiz(lesson.quiz_settings) || Boolean(read?.runningQuiz),
      locked: lock?.locked ? lock : undefined,
    }),
  };
}

/**
 * course id -> instructor id, remembered per container (as slugs are): the detail then reads the
 * instructor's profile in its first BatchGet. A guess proven wrong by the record costs one read more.
 */
const instructorOfCourse = new Map<number, number>();
const INSTRUCTOR_CACHE_SIZE = 10_000;
function rememberInstructor(courseId: number, instructorId: number): void {
  if (instructorOfCourse.get(courseId) === instructorId) return;
  if (instructorOfCourse.size >= INSTRUCTOR_CACHE_SIZE) instructorOfCourse.clear();
  instructorOfCourse.set(courseId, instructorId);
}

/**
 * GET /courses/{id}, /courses/{slug}/by-slug, /admin/courses/{id}: the spec's Course in `data`,
 * the original's `course`, `sections` and `track`. One BatchGet (course, membership with its
 * progress, the instructor as remembered or the slug's creator), then the outline Query (beside
 * the instructor's read only when the guess was wrong).
 */
export async function courseDetail(ref: CourseRef, caller: Caller | null, options: { intendedLessonSlug?: string | undefined } = {}) {
  const loaded = await visibleCourse(ref, caller, {
    extraKeys: (id, createdBy) => {
      const guess = instructorOfCourse.get(id) ?? createdBy;
      return guess ? [keys.user(guess)] : [];
    },
  });
  const { course, membership } = loaded;
  const instructorId = course.course.instructor_id;
  rememberInstructor(course.id, instructorId);
  const [outline, instructorExtras] = await Promise.all([
    cachedOutline(course),
    loaded.extras.has(itemKeyOf(keys.user(instructorId))) ? Promise.resolve(loaded.extras) : batchGet([keys.user(instructorId)]),
  ]);
  const admin = isCourseAdmin(caller, course, membership);
  const enrolled = isEnrolledIn(membership);
  const completed = enrolled ? completedLessonsOf(caller ? loaded.extras.get(itemKeyOf(keys.spaceMember(course.id, caller.userId))) : undefined) : [];
  const progress = progressOf(outline, completed);
  const canView = admin || enrolled;
  // A student's drip runs from their enrolment; a reader who is not enrolled sees a scheduled course's dates, a structured course's locks undated.
  const drip = admin ? undefined : dripFor(course, enrolled && membership ? membership.joined_at : null);
  let opened: { id: number; body: LessonBody } | undefined;
  let runningQuiz: number | undefined;
  if (options.intendedLessonSlug && canView) {
    const found = orderedOutline(outline, { visibleOnly: !admin }).flatMap((s) => s.lessons).find((l) => l.slug === options.intendedLessonSlug);
    const read = found ? await openLesson(course, outline, found, caller, { admin, enrolled, completed, drip }) : undefined;
    if (found && read) (opened = { id: found.id, body: read.body }), (runningQuiz = read.runningQuiz ? found.id : undefined);
  }
  return {
    data: toCourseData(course, { is_enrolled: enrolled, progress: progress.percentage, instructor: instructorOf(instructorExtras, instructorId) }),
    course: toCourseObject(course, caller, membership),
    sections: sectionsView(outline, { admin, canView, opened, runningQuiz, drip }),
    track: { completed_lessons: completed, isEnrolled: enrolled, progress: progress.percentage },
  };
}

export type { CourseRecord };

/**
 * GET /courses/all-courses: a page of the published catalogue (GET /courses's list, newest first),
 * each course as its detail shows it ({course, sections, track}). One Query and one BatchGet for the
 * page, one BatchGet of the caller's enrolments' progress, and each course's outline (cached per
 * container): the page size is bounded (ALL_COURSES_MAX_PER_PAGE) for that reason.
 */
export async function allCourses(q: { page: number; per_page: number }, caller: Caller | null) {
  const page = await listCourses(
    { page: q.page, per_page: q.per_page, status: 'published', orderby: 'created_at', order: 'desc' },
    caller,
    (c, _caller, m) => ({ c, m }),
    { categories: false },
  );
  const enrolledIds = caller ? page.items.filter(({ m }) => isEnrolledIn(m)).map(({ c }) => c.id) : [];
  const progress = caller && enrolledIds.length > 0 ? await batchGet(enrolledIds.map((id) => keys.spaceMember(id, caller.userId))) : new Map<string, Record<string, unknown>>();
  const courses = await Promise.all(
    page.items.map(async ({ c, m }) => {
      const outline = await cachedOutline(c);
      const admin = isCourseAdmin(caller, c, m);
      const enrolled = isEnrolledIn(m);
      const completed = enrolled && caller ? completedLessonsOf(progress.get(itemKeyOf(keys.spaceMember(c.id, caller.userId)))) : [];
      const drip = admin ? undefined : dripFor(c, enrolled && m ? m.joined_at : null);
      return {
        course: toCourseObject(c, caller, m),
        sections: sectionsView(outline, { admin, canView: admin || enrolled, drip }),
        track: { completed_lessons: completed, isEnrolled: enrolled, progress: progressOf(outline, completed).percentage },
      };
    }),
  );
  return { courses, total: page.total };
}

/** all-courses reads each course's outline: its page is at most this long. */
export const ALL_COURSES_MAX_PER_PAGE = 50;
