/**
 * The course administration's lists and small settings (docs/courses.md, "Administration"): the
 * courses a course creator administers, the people to add as students or to choose as instructor,
 * the course's sidebar links and meta settings, and its lessons' comments.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ForbiddenError } from '#platform/core/errors.ts';
import { listCourses, type CourseListQuery } from '#features/courses/course-list.ts';
import { administeredCourse, updateCourse, type CourseRef } from '#features/courses/course-service.ts';
import { mayCreateCourses } from '#features/courses/courses.ts';
import { assertMayList, peopleToAdd } from '#features/spaces/space-membership-service.ts';

/** GET /admin/courses: course creators' courses (an instructor's own, every course to administrators). */
export function adminCourses(q: Omit<CourseListQuery, 'mine'>, caller: Caller) {
  if (!mayCreateCourses(caller)) throw new ForbiddenError('Only instructors and administrators may administer courses.');
  return listCourses({ ...q, mine: true }, caller);
}

/** The original's people searches answer at most this many (its fixed per_page). */
export const PEOPLE_SEARCH_LIMIT = 100;

/**
 * GET /admin/courses/{id}/users/search: members to add as students, those with no membership of the
 * course (the spaces' search for people to add, docs/spaces.md). Without a search term, none: the
 * member search needs a word of two characters or more.
 */
export async function usersToAdd(ref: CourseRef, caller: Caller, search: string | undefined) {
  // The course's administrators, where they may list its members (as the space's search asks): the search runs beside that check.
  const check = async () => {
    const { course, membership } = await administeredCourse(ref, caller, { consistent: false });
    if (search !== undefined) assertMayList(course, caller, membership);
    return course.id;
  };
  if (search === undefined) return check().then(() => []);
  return peopleToAdd({ q: search, per_page: PEOPLE_SEARCH_LIMIT }, caller, check);
}

/** GET /admin/courses/{id}/instructors/search: members who may be chosen as the course's instructor (any active member, as the original lists any user). */
export async function instructorCandidates(ref: CourseRef, caller: Caller, search: string | undefined) {
  const check = async () => void (await administeredCourse(ref, caller, { consistent: false }));
  if (search === undefined) return check().then(() => []);
  return peopleToAdd({ q: search, per_page: PEOPLE_SEARCH_LIMIT }, caller, check);
}

export interface CourseLink {
  title: string;
  url: string;
}

/** POST /admin/courses/{id}/links: the course space's sidebar links (its settings' `links`), replaced. */
export async function updateCourseLinks(ref: CourseRef, caller: Caller, links: CourseLink[]) {
  const { course } = await updateCourse(ref, { settings: { links } }, caller);
  return course.settings.links;
}

/**
 * GET /admin/courses/{id}/meta-settings: the original's extra course fields that add-ons register
 * (`fluent_community/course/meta_fields`); none are registered here, so null as the original
 * answers without them.
 */
export async function courseMetaSettings(ref: CourseRef, caller: Caller): Promise<null> {
  await administeredCourse(ref, caller, { consistent: false });
  return null;
}

/**
 * GET /admin/courses/{id}/comments: comments on the course's lessons. Lessons take no comments in
 * this API (their comments_count is always 0), so every page is empty; the course is checked first.
 */
export async function courseComments(ref: CourseRef, caller: Caller): Promise<never[]> {
  await administeredCourse(ref, caller, { consistent: false });
  return [];
}
