/**
 * The course lists (docs/courses.md): GET /courses (the catalogue's course objects) and
 * GET /spaces?type=course, /spaces/discover?type=course (space list items), both read from the
 * course index COURSES#<status>. Kept apart from course-service.ts so that the spaces function
 * lists courses without the lesson renderer.
 */
import { enrolmentGate } from '#features/courses/course-gates.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { isAdmin } from '#platform/auth/access.ts';
import { ForbiddenError, NotAuthenticatedError } from '#platform/core/errors.ts';
import { asYesNo } from '#platform/core/fields.ts';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '#platform/core/paging.ts';
import { countCourses, courseCategories, courseListScope, listCourseItems, listTotalCounter, readListExtras, toCourse, type CategoryCount, type CourseListInput } from '#features/courses/course-store.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { searchSpaceIds } from '#features/spaces/space-store.ts';
import { toMembership, type MembershipRecord } from '#features/spaces/space-member-store.ts';
import { categoryKey, defaultCourseData, isCourseAdmin, isEnrolledIn, mayCreateCourses, type CourseOrder, type CourseRecord, type Difficulty } from '#features/courses/courses.ts';
import { searchWords } from '#features/members/members.ts';
import { callerSpaceRole, showsMemberCount } from '#features/spaces/space-access.ts';
import { toSpaceListItem, type SpaceStatus } from '#features/spaces/spaces.ts';

/** The original's course object: the space's fields with the course's settings and the caller's standing. */
export function toCourseObject(c: CourseRecord, caller: Caller | null, m: MembershipRecord | null) {
  const admin = isCourseAdmin(caller, c, m);
  const role = callerSpaceRole(m);
  const showCounts = showsMemberCount(c, caller, m) || admin;
  return {
    ...toSpaceListItem(c, role, { showCounts }),
    settings: { ...Object.fromEntries(Object.entries(c.settings).map(([k, v]) => [k, asYesNo(v)])), course_type: c.course.course_type, course_details: c.course.course_details, course_details_rendered: c.course.content },
    is_course_admin: admin,
    // A price, a payment lockscreen or a membership lockscreen without conditions: never by oneself (course-gates.ts).
    can_self_enroll: admin || (c.status === 'published' && c.privacy === 'public' && enrolmentGate(c).kind !== 'refused'),
    isEnrolled: isEnrolledIn(m),
    sectionsCount: c.counts.sections_count,
    lessonsCount: c.counts.lessons_count,
    studentsCount: showCounts ? c.counts.students_count : 0,
  };
}

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
  /** GET /spaces?type=course's filters. */
  privacy?: 'public' | 'private' | undefined;
  parent_id?: number | undefined;
  /** Only the courses the caller is the instructor of, unless they are an administrator (GET /admin/courses). */
  mine?: boolean | undefined;
}

export interface CourseListPage<T = ReturnType<typeof toCourseObject>> {
  items: T[];
  total: number;
  nextCursor: string | null;
  categories: Array<{ title: string; slug: string; courses_count: number }>;
}

/**
 * GET /courses. Published courses to everyone; drafts and archived ones to course creators:
 * administrators see all, an instructor their own. Secret courses are never listed (their members
 * reach them through their enrolments and by link), so each list's total is a counter.
 */
export async function listCourses(q: CourseListQuery, caller: Caller | null): Promise<CourseListPage>;
export async function listCourses<T>(q: CourseListQuery, caller: Caller | null, view: CourseView<T>, options?: { categories?: boolean }): Promise<CourseListPage<T>>;
export async function listCourses<T>(q: CourseListQuery, caller: Caller | null, view?: CourseView<T>, options: { categories?: boolean } = {}): Promise<CourseListPage<T>> {
  const toItem = view ?? (toCourseObject as unknown as CourseView<T>);
  let instructorId: number | undefined;
  if (q.status !== 'published') {
    if (!caller) throw new NotAuthenticatedError();
    if (!mayCreateCourses(caller)) throw new ForbiddenError('Only instructors and administrators may list unpublished courses.');
    if (!isAdmin(caller)) instructorId = caller.userId;
  }
  if (q.mine && caller && !isAdmin(caller)) instructorId = caller.userId;
  const category = q.category !== undefined && q.category.trim() !== '' ? categoryKey(q.category) : undefined;
  const filters = { status: q.status, secret: false, orderby: q.orderby, category, difficulty: q.difficulty, instructorId, privacy: q.privacy, parentId: q.parent_id };
  const withCategories = options.categories !== false;
  const shown = (list: CategoryCount[]) => list.map((c) => ({ title: c.title, slug: c.slug, courses_count: c.count }));
  const asObjects = (items: Record<string, unknown>[], membership: (id: number) => Record<string, unknown> | undefined) =>
    items.map((item) => {
      const c = toCourse(item, defaultCourseData);
      const m = membership(c.id);
      return toItem(c, caller, m ? toMembership(m) : null);
    });

  if (q.search !== undefined) {
    const categories = withCategories ? courseCategories(q.status).then(shown) : Promise.resolve([]);
    const words = searchWords(q.search);
    const ids = await searchSpaceIds(words.indexWord, { otherWords: words.otherWords, status: q.status, filters: { type: 'course' } });
    const found = await batchGet(ids.flatMap((id) => [keys.space(id), ...(caller ? [keys.spaceMember(id, caller.userId)] : [])]));
    const direction = q.order === 'asc' ? 1 : -1;
    const field = (c: CourseRecord) => (q.orderby === 'title' ? c.title.toLowerCase() : c.created_at);
    const matches = ids
      .flatMap((id) => {
        const item = found.get(itemKeyOf(keys.space(id)));
        return item ? [toCourse(item, defaultCourseData)] : [];
      })
      .filter((c) => c.privacy !== 'secret' && c.status === q.status)
      .filter((c) => category === undefined || categoryKey(c.course.category) === category)
      .filter((c) => q.difficulty === undefined || c.course.difficulty === q.difficulty)
      .filter((c) => instructorId === undefined || c.course.instructor_id === instructorId)
      .filter((c) => q.privacy === undefined || c.privacy === q.privacy)
      .filter((c) => q.parent_id === undefined || (c.parent_id ?? 0) === q.parent_id)
      .sort((a, b) => (field(a) < field(b) ? -direction : field(a) > field(b) ? direction : a.id - b.id));
    const start = q.cursor ? decodeOffsetCursor(q.cursor) : (q.page - 1) * q.per_page;
    const page = matches.slice(start, start + q.per_page);
    const items = page.map((c) => {
      const m = caller ? found.get(itemKeyOf(keys.spaceMember(c.id, caller.userId))) : undefined;
      return toItem(c, caller, m ? toMembership(m) : null);
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
  // The total's counter, the categories' summary and the caller's enrolments: one BatchGet.
  const extras = await readListExtras(counter, page.items.map((i) => Number(i['id'])), caller?.userId ?? null, withCategories ? q.status : undefined);
  const total = extras.total ?? (await countCourses(filters));
  return { items: asObjects(page.items, extras.membership), total, nextCursor: encodeCursor(page.lastKey), categories: shown(extras.categories) };
}

/** How a list shows a course: the catalogue's course object, or a space list item. */
export type CourseView<T> = (c: CourseRecord, caller: Caller | null, m: MembershipRecord | null) => T;

/** A course as GET /spaces shows a space. */
export const asSpaceListItem: CourseView<ReturnType<typeof toSpaceListItem>> = (c, caller, m) =>
  toSpaceListItem(c, callerSpaceRole(m), { showCounts: showsMemberCount(c, caller, m) || isCourseAdmin(caller, c, m) });

/**
 * GET /spaces?type=course and GET /spaces/discover?type=course: the course lists (COURSES#<status>,
 * docs/courses.md) with space list items, under the catalogue's rules (secret courses are never
 * listed; drafts and archived ones to instructors, theirs, and administrators, all). The spaces'
 * `serial` order is creation order for courses (their index holds created_at and title).
 */
export function listCourseSpaces(
  q: { page: number; per_page: number; cursor?: string | undefined; status: SpaceStatus; search?: string | undefined; orderby: 'serial' | 'title' | 'created_at'; order: 'asc' | 'desc'; privacy?: string | undefined; parent_id?: number | undefined },
  caller: Caller | null,
): Promise<CourseListPage<ReturnType<typeof toSpaceListItem>>> {
  const privacy = q.privacy === 'public' || q.privacy === 'private' ? q.privacy : undefined;
  return listCourses({ ...q, orderby: q.orderby === 'title' ? 'title' : 'created_at', privacy, parent_id: q.parent_id }, caller, asSpaceListItem, { categories: false });
}

