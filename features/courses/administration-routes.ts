/**
 * The original's other course routes (docs/courses.md, "Administration" and "Copies";
 * docs/wordpress-compat.md, "Routes: courses"): a lesson by its slug, every course with its outline,
 * the administration's course list, copies, people searches, links and meta settings.
 */
import { requireCaller } from '#platform/auth/access.ts';
import { onCourse } from '#platform/auth/route-rules.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { toLessonRow, toSectionRow } from '#features/courses/courses.ts';
import * as admin from '#features/courses/course-admin-service.ts';
import * as copies from '#features/courses/course-copies.ts';
import { allCourses, courseById, lessonBySlug, toCourseObject } from '#features/courses/course-service.ts';
import * as s from './catalog-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const r = lazyResponses(() => import('./responses.ts'));

type CoursesKey = DomainRouteKey<'courses'>;

const administer = onCourse('administer');

/** The spaces' person row with the original's `ID` beside ours. */
const personRow = <T extends { id: number }>(p: T) => ({ ID: p.id, ...p });

const sectionWithLessons = (section: Parameters<typeof toSectionRow>[0] & { lessons: Parameters<typeof toLessonRow>[0][] }) => toSectionRow(section, section.lessons);

export const administrationRoutes = {
  'GET /courses/{slug}/lessons/{lesson_slug}/by-slug': route({
    access: 'anyone',
    feature: 'courses',
    inherits: onCourse('see'),
    params: s.lessonSlugParams,
    responses: { 200: r.lessonBySlugResponse },
    errors: { 404: ['course_not_found', 'lesson_not_found'] },
    handle: ({ params, caller }) => lessonBySlug(params.slug, params.lesson_slug, caller),
  }),
  'GET /courses/all-courses': route({
    access: 'anyone',
    feature: 'courses',
    inherits: 'none',
    query: s.allCoursesQuery,
    responses: { 200: r.allCoursesResponse },
    handle: ({ query, caller }) => allCourses(query, caller),
  }),
  'GET /admin/courses': route({
    access: 'moderator',
    inherits: 'none',
    query: s.adminCoursesQuery,
    responses: { 200: r.adminCoursesResponse },
    handle: async ({ query, caller, request }) => {
      const q = { ...query, orderby: query.sort_by === 'alphabetical' ? ('title' as const) : ('created_at' as const), order: query.sort_by === 'alphabetical' ? ('asc' as const) : ('desc' as const) };
      const page = await admin.adminCourses(q, requireCaller(caller));
      return {
        courses: paginator({ data: page.items, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: page.nextCursor }),
        course_categories: query.with_categories ? page.categories : [],
      };
    },
  }),
  'POST /admin/courses/{id}/duplicate': route({
    access: 'moderator',
    inherits: administer,
    params: s.idParams,
    responses: { 200: r.courseDuplicatedResponse },
    errors: { 404: ['course_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => {
      const c = requireCaller(caller);
      const { course, membership } = await copies.duplicateCourse(courseById(params), c);
      return { message: 'Course duplicated successfully.', course: toCourseObject(course, c, membership) };
    },
  }),
  'GET /admin/courses/{id}/comments': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    query: s.courseCommentsQuery,
    responses: { 200: r.courseCommentsResponse },
    errors: { 404: ['course_not_found'] },
    handle: async ({ params, query, caller, request }) => {
      const data = await admin.courseComments(courseById(params), requireCaller(caller));
      return { comments: paginator({ data, total: 0, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: null }) };
    },
  }),
  'GET /admin/courses/{id}/users/search': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    query: s.peopleSearchQuery,
    responses: { 200: r.courseUsersSearchResponse },
    errors: { 400: ['invalid_search'], 404: ['course_not_found'] },
    handle: async ({ params, query, caller, request }) => {
      const people = (await admin.usersToAdd(courseById(params), requireCaller(caller), query.search)).map(personRow);
      return { users: paginator({ data: people, total: people.length, page: 1, perPage: admin.PEOPLE_SEARCH_LIMIT, url: request.url, query: request.query, nextCursor: null }) };
    },
  }),
  'POST /admin/courses/{id}/links': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    body: s.courseLinksBody,
    responses: { 200: r.courseLinksResponse },
    errors: { 404: ['course_not_found'], 409: ['conflict'] },
    handle: async ({ params, body, caller }) => ({
      message: 'Links have been updated for the course',
      links: await admin.updateCourseLinks(courseById(params), requireCaller(caller), body.links),
    }),
  }),
  'GET /admin/courses/{id}/meta-settings': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    responses: { 200: r.metaSettingsResponse },
    errors: { 404: ['course_not_found'] },
    handle: async ({ params, caller }) => ({ meta_settings: await admin.courseMetaSettings(courseById(params), requireCaller(caller)) }),
  }),
  'GET /admin/courses/{id}/instructors/search': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    query: s.peopleSearchQuery,
    responses: { 200: r.instructorsSearchResponse },
    errors: { 400: ['invalid_search'], 404: ['course_not_found'] },
    handle: async ({ params, query, caller }) => ({ instructors: (await admin.instructorCandidates(courseById(params), requireCaller(caller), query.search)).map(personRow) }),
  }),
  'PUT /admin/courses/{id}/copy-section': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    body: s.copySectionBody,
    responses: { 200: r.sectionCopiedResponse },
    errors: { 400: ['outline_limit'], 403: ['source_course_forbidden'], 404: ['course_not_found', 'section_not_found'], 409: ['conflict'] },
    compat: { errors: { source_course_forbidden: 422 } },
    handle: async ({ params, body, caller }) => ({
      message: 'Section has been copied to the selected course',
      section: sectionWithLessons(await copies.copySection(courseById(params), requireCaller(caller), body)),
    }),
  }),
  'PUT /admin/courses/{id}/move-lesson': route({
    access: 'authenticated',
    inherits: administer,
    params: s.idParams,
    body: s.moveLessonBody,
    responses: { 200: r.MessageOnly },
    errors: { 400: ['outline_limit'], 404: ['course_not_found', 'lesson_not_found', 'section_not_found'], 409: ['conflict'] },
    handle: async ({ params, body, caller }) => {
      await copies.moveLesson(courseById(params), requireCaller(caller), body);
      return { message: 'Lesson has been moved successfully' };
    },
  }),
  'POST /admin/courses/{id}/lessons/{lesson_id}/duplicate': route({
    access: 'authenticated',
    inherits: administer,
    params: s.lessonParams,
    responses: { 200: r.lessonDuplicatedResponse },
    errors: { 400: ['outline_limit'], 404: ['course_not_found', 'lesson_not_found', 'section_not_found'], 409: ['conflict'] },
    handle: async ({ params, caller }) => {
      const { lesson, body } = await copies.duplicateLesson(courseById(params), requireCaller(caller), params.lesson_id);
      return { message: 'Lesson has been duplicated successfully.', lesson: toLessonRow(lesson, body) };
    },
  }),
} satisfies Partial<Record<CoursesKey, AnyRoute>>;
