/**
 * Course use cases (docs/courses.md): create and update (a space of type course, written by the
 * space writers), the detail with the caller's track, and the catalogue list. Who sees and who
 * administers a course is in courses.ts; the outline in course-outline-service.ts.
 */
import type { Caller } from '#shared/auth/authenticate.ts';
import { isAdmin } from '#shared/auth/access.ts';
import { ForbiddenError, InvalidParamError, NotAuthenticatedError } from '#shared/core/errors.ts';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '#shared/core/paging.ts';
import {
  countCourses,
  courseCategories,
  courseListScope,
  listCourseItems,
  listTotalCounter,
  readListExtras,
  readOutline,
  readLesson,
  toCourse,
  type CourseListInput,
} from '#shared/data/course-store.ts';
import { keys } from '#shared/data/keys.ts';
import { batchGet, keyOf } from '#shared/data/queries.ts';
import { searchSpaceIds } from '#shared/data/space-store.ts';
import { toMembership, type MembershipRecord } from '#shared/data/space-member-store.ts';
import { progressOf } from '#shared/domain/course-progress.ts';
import {
  CourseNotFoundError,
  assertCourseTransition,
  categoryKey,
  courseVisible,
  defaultCourseData,
  isCourseAdmin,
  isEnrolledIn,
  mayCreateCourses,
  orderedOutline,
  toCourseData,
  toLessonView,
  type CourseData,
  type CourseOrder,
  type CoursePrivacy,
  type CourseRecord,
  type CourseType,
  type Difficulty,
  type InstructorView,
  type LessonBody,
  type Outline,
} from '#shared/domain/courses.ts';
import { renderMessage } from '#shared/domain/feeds.ts';
import type { MemberProfile } from '#shared/domain/members.ts';
import { searchWords } from '#shared/domain/members.ts';
import { callerSpaceRole, showsMemberCount } from '#shared/domain/space-access.ts';
import { applySpacePatch, insertSpace, loadSpace, type SpaceRef } from '#shared/domain/space-service.ts';
import { SpaceNotFoundError, toSpaceListItem, type SpaceRecord, type SpaceSettingsPatch, type SpaceStatus } from '#shared/domain/spaces.ts';

export type CourseRef = SpaceRef;

export interface LoadedCourse {
  course: CourseRecord;
  membership: MembershipRecord | null;
  extras: Map<string, Record<string, unknown>>;
}

/** The course and the caller's membership (one BatchGet); 404 course_not_found for any other space. */
export async function loadCourse(ref: CourseRef, caller: Caller | null, options: Parameters<typeof loadSpace>[2] = {}): Promise<LoadedCourse> {
  try {
    const loaded = await loadSpace(ref, caller, options);
    const item = loaded.extras.get(keyOf(keys.space(loaded.space.id)));
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
export async function administeredCourse(ref: CourseRef, caller: Caller, options: { consistent?: boolean } = {}): Promise<LoadedCourse> {
  const loaded = await visibleCourse(ref, caller, { consistent: options.consistent ?? true });
  if (!isCourseAdmin(caller, loaded.course, loaded.membership)) throw new ForbiddenError('Only the administrators of this course may do that.');
  return loaded;
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
  if (!found.has(keyOf(keys.user(instructorId)))) throw new InvalidParamError([{ path: 'instructor_id', message: 'is not an existing member' }]);
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

// --- detail --------------------------------------------------------------------------------

function instructorOf(extras: Map<string, Record<string, unknown>>, id: number): InstructorView | null {
  const p = extras.get(keyOf(keys.user(id))) as MemberProfile | undefined;
  return p ? { id: p.user_id, display_name: p.display_name, avatar: p.avatar, bio: p.short_description } : null;
}

/** The completed lesson ids on the caller's enrolment (a string set `completed_lessons`, docs/courses.md). */
export function completedLessonsOf(membershipItem: Record<string, unknown> | undefined): number[] {
  const raw = membershipItem?.['completed_lessons'];
  const values = raw instanceof Set ? [...raw] : Array.isArray(raw) ? raw : [];
  return values.map(Number).filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
}

const yesNo = (settings: object) => Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'yes' : 'no') : v]));

/** The original's course object: the space's fields with the course's settings and the caller's standing. */
export function toCourseObject(c: CourseRecord, caller: Caller | null, m: MembershipRecord | null) {
  const admin = isCourseAdmin(caller, c, m);
  const role = callerSpaceRole(m);
  const showCounts = showsMemberCount(c, caller, m) || admin;
  return {
    ...toSpaceListItem(c, role, { showCounts }),
    settings: { ...yesNo(c.settings), course_type: c.course.course_type, course_details: c.course.course_details, course_details_rendered: c.course.content },
    is_course_admin: admin,
    can_self_enroll: admin || (c.status === 'published' && c.privacy === 'public'),
    isEnrolled: isEnrolledIn(m),
    sectionsCount: c.counts.sections_count,
    lessonsCount: c.counts.lessons_count,
    studentsCount: showCounts ? c.counts.students_count : 0,
  };
}

/** A course's sections with the lessons the caller may see (the original omits sections left empty for students). */
export function sectionsView(outline: Outline, options: { admin: boolean; canView: boolean; opened?: { id: number; body: LessonBody } | undefined }) {
  return orderedOutline(outline, { visibleOnly: !options.admin })
    .filter((s) => options.admin || s.lessons.length > 0)
    .map((s) => ({
      id: s.id,
      title: s.title,
      slug: s.slug,
      type: 'section',
      status: s.status,
      created_at: s.created_at,
      is_locked: false,
      unlock_date: null,
      lessons: s.lessons.map((l) => toLessonView(l, { canView: options.canView, body: options.opened?.id === l.id ? options.opened.body : undefined })),
    }));
}

/**
 * GET /courses/{id}, /courses/{slug}/by-slug, /admin/courses/{id}: the spec's Course in `data`,
 * the original's `course`, `sections` and `track`. One BatchGet (course, membership with its
 * progress, instructor when known from the slug), the outline Query beside the instructor's read.
 */
export async function courseDetail(ref: CourseRef, caller: Caller | null, options: { intendedLessonSlug?: string | undefined } = {}) {
  const loaded = await visibleCourse(ref, caller, { extraKeys: (_id, createdBy) => (createdBy ? [keys.user(createdBy)] : []) });
  const { course, membership } = loaded;
  const instructorId = course.course.instructor_id;
  const [outline, instructorExtras] = await Promise.all([
    readOutline(course.id),
    loaded.extras.has(keyOf(keys.user(instructorId))) ? Promise.resolve(loaded.extras) : batchGet([keys.user(instructorId)]),
  ]);
  const admin = isCourseAdmin(caller, course, membership);
  const enrolled = isEnrolledIn(membership);
  const completed = enrolled ? completedLessonsOf(caller ? loaded.extras.get(keyOf(keys.spaceMember(course.id, caller.userId))) : undefined) : [];
  const progress = progressOf(outline, completed);
  const canView = admin || enrolled;
  let opened: { id: number; body: LessonBody } | undefined;
  if (options.intendedLessonSlug && canView) {
    const lesson = orderedOutline(outline, { visibleOnly: !admin }).flatMap((s) => s.lessons).find((l) => l.slug === options.intendedLessonSlug);
    const read = lesson ? await readLesson(course.id, lesson.id, { body: true }) : null;
    if (lesson && read) opened = { id: lesson.id, body: read.body };
  }
  return {
    data: toCourseData(course, { is_enrolled: enrolled, progress: progress.percentage, instructor: instructorOf(instructorExtras, instructorId) }),
    course: toCourseObject(course, caller, membership),
    sections: sectionsView(outline, { admin, canView, opened }),
    track: { completed_lessons: completed, isEnrolled: enrolled, progress: progress.percentage },
  };
}

// --- list ----------------------------------------------------------------------------------

export interface CourseListQuery {
  page: number;
  per_page: number;
  cursor?: string | undefined;
  status: SpaceStatus;
  category?: string | undefined;
  difficulty?: Difficulty | undefined;
  search?: string | undefined;
  orderby: CourseOrder;
  order: 'asc' | 'desc';
}

export interface CourseListPage {
  items: ReturnType<typeof toCourseObject>[];
  total: number;
  nextCursor: string | null;
  categories: Array<{ title: string; slug: string; courses_count: number }>;
}

/**
 * GET /courses. Published courses to everyone; drafts and archived ones to course creators:
 * administrators see all, an instructor their own. Secret courses are never listed (their members
 * reach them through their enrolments and by link), so each list's total is a counter.
 */
export async function listCourses(q: CourseListQuery, caller: Caller | null): Promise<CourseListPage> {
  let instructorId: number | undefined;
  if (q.status !== 'published') {
    if (!caller) throw new NotAuthenticatedError();
    if (!mayCreateCourses(caller)) throw new ForbiddenError('Only instructors and administrators may list unpublished courses.');
    if (!isAdmin(caller)) instructorId = caller.userId;
  }
  const category = q.category !== undefined && q.category.trim() !== '' ? categoryKey(q.category) : undefined;
  const filters = { status: q.status, secret: false, orderby: q.orderby, category, difficulty: q.difficulty, instructorId };
  const categories = courseCategories(q.status).then((list) => list.map((c) => ({ title: c.title, slug: c.slug, courses_count: c.count })));
  const asObjects = (items: Record<string, unknown>[], membership: (id: number) => Record<string, unknown> | undefined) =>
    items.map((item) => {
      const c = toCourse(item, defaultCourseData);
      const m = membership(c.id);
      return toCourseObject(c, caller, m ? toMembership(m) : null);
    });

  if (q.search !== undefined) {
    const words = searchWords(q.search);
    const ids = await searchSpaceIds(words.indexWord, { otherWords: words.otherWords, status: q.status, filters: { type: 'course' } });
    const found = await batchGet(ids.flatMap((id) => [keys.space(id), ...(caller ? [keys.spaceMember(id, caller.userId)] : [])]));
    const direction = q.order === 'asc' ? 1 : -1;
    const field = (c: CourseRecord) => (q.orderby === 'title' ? c.title.toLowerCase() : c.created_at);
    const matches = ids
      .flatMap((id) => {
        const item = found.get(keyOf(keys.space(id)));
        return item ? [toCourse(item, defaultCourseData)] : [];
      })
      .filter((c) => c.privacy !== 'secret' && c.status === q.status)
      .filter((c) => category === undefined || categoryKey(c.course.category) === category)
      .filter((c) => q.difficulty === undefined || c.course.difficulty === q.difficulty)
      .filter((c) => instructorId === undefined || c.course.instructor_id === instructorId)
      .sort((a, b) => (field(a) < field(b) ? -direction : field(a) > field(b) ? direction : a.id - b.id));
    const start = q.cursor ? decodeOffsetCursor(q.cursor) : (q.page - 1) * q.per_page;
    const page = matches.slice(start, start + q.per_page);
    const items = page.map((c) => {
      const m = caller ? found.get(keyOf(keys.spaceMember(c.id, caller.userId))) : undefined;
      return toCourseObject(c, caller, m ? toMembership(m) : null);
    });
    return { items, total: matches.length, nextCursor: start + q.per_page < matches.length ? encodeOffsetCursor(start + q.per_page) : null, categories: await categories };
  }

  const input: CourseListInput = {
    ...filters,
    ascending: q.order === 'asc',
    offset: q.cursor ? 0 : (q.page - 1) * q.per_page,
    limit: q.per_page,
    startKey: q.cursor ? decodeCursor(q.cursor, courseListScope(filters)) : undefined,
  };
  const page = await listCourseItems(input);
  const counter = listTotalCounter(filters);
  const extras = await readListExtras(counter, page.items.map((i) => Number(i['id'])), caller?.userId ?? null);
  const total = extras.total ?? (await countCourses(filters));
  return { items: asObjects(page.items, extras.membership), total, nextCursor: encodeCursor(page.lastKey), categories: await categories };
}

export type { CourseRecord };
