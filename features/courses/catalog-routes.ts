/**
 * The course catalogue and authoring (docs/courses.md): courses under both the spec's paths and
 * the original's (/admin/courses), sections and lessons under /admin/courses/{id}.
 */
import { courseById } from '#features/courses/course-service.ts';
import * as z from 'zod';
import { requireCaller } from '#platform/auth/access.ts';
import { onCourse } from '#platform/auth/route-rules.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import * as outline from '#features/courses/course-outline-service.ts';
import * as courses from '#features/courses/course-service.ts';
import { myCourses } from '#features/courses/enrolment-service.ts';
import { difficultyInvalid, toCourseData, toLessonRow, toSectionRow } from '#features/courses/courses.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import * as s from './catalog-schemas.ts';
const r = lazyResponses(() => import('./responses.ts'));
import { myCoursesQuery } from './learning-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';

const enrolledListQuery = myCoursesQuery.extend({ type: z.literal('enrolled') });

type CoursesKey = DomainRouteKey<'courses'>;


const createRoute = route({
  idempotent: true,
  access: 'moderator',
  inherits: 'none',
  body: s.createCourseBody,
  invalid: difficultyInvalid,
  responses: { 200: r.courseCreatedResponse },
  errors: { 400: ['duplicate_slug', 'invalid_media', 'invalid_difficulty'] },
  handle: async ({ body, caller }) => {
    const c = requireCaller(caller);
    const { course, membership } = await courses.createCourse(body, c);
    return {
      message: 'Course created successfully.',
      data: { id: course.id, title: course.title, slug: course.slug, status: course.status, created_at: toSqlDateTime(course.created_at) },
      course: courses.toCourseObject(course, c, membership),
    };
  },
});

const updateRoute = route({
  access: 'authenticated',
  inherits: onCourse('administer'),
  params: s.idParams,
  body: s.updateCourseBody,
  invalid: difficultyInvalid,
  responses: { 200: r.courseUpdatedResponse },
  errors: { 400: ['invalid_transition', 'duplicate_slug', 'invalid_media', 'invalid_difficulty'], 404: ['course_not_found', 'space_not_found'], 409: ['conflict'] },
  handle: async ({ params, body, caller }) => {
    const c = requireCaller(caller);
    const { course, membership } = await courses.updateCourse(courseById(params), body, c);
    return {
      message: 'Course updated successfully.',
      data: toCourseData(course, { is_enrolled: membership?.status === 'active', progress: 0, instructor: null }),
      course: courses.toCourseObject(course, c, membership),
    };
  },
});

const deleteRoute = route({
  access: 'authenticated',
  inherits: onCourse('administer'),
  params: s.idParams,
  responses: { 200: r.MessageOnly },
  errors: { 404: ['course_not_found', 'space_not_found'], 409: ['conflict'] },
  handle: async ({ params, caller }) => {
    await courses.deleteCourse(courseById(params), requireCaller(caller));
    return { message: 'Course deleted. Its lessons, enrolments and results are being removed.' };
  },
});

const detail = (access: 'anyone' | 'authenticated', needs: 'see' | 'administer') =>
  route({
    access,
    // The catalog's detail is member-facing; the administration's (GET /admin/courses/{id}) stays open.
    ...(needs === 'see' ? { feature: 'courses' } : {}),
    inherits: onCourse(needs),
    params: s.idParams,
    query: s.detailQuery,
    responses: { 200: r.courseDetailResponse },
    errors: { 404: ['course_not_found'] },
    handle: async ({ params, query, caller }) => {
      if (needs === 'administer') await courses.administeredCourse(courseById(params), requireCaller(caller), { consistent: false });
      return courses.courseDetail(courseById(params), caller, { intendedLessonSlug: query.intended_lesson_slug });
    },
  });

const sectionRow = (section: Parameters<typeof toSectionRow>[0] & { lessons?: Parameters<typeof toLessonRow>[0][] }) => toSectionRow(section, section.lessons ?? []);

const admin = <Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  def: Omit<Parameters<typeof route<Q, B, P>>[0], 'access' | 'inherits'>,
) => route<Q, B, P>({ ...def, access: 'authenticated', inherits: onCourse('administer') } as Parameters<typeof route<Q, B, P>>[0]);


export const catalogRoutes = {
  'GET /courses': route({
    access: 'anyone',
    feature: 'courses',
    inherits: 'none',
    // ?type=enrolled is the original's my-courses (learning part: status active|completed|all).
    // Discriminated on `type`, so a bad field is named (a plain union names only the query).
    query: z.discriminatedUnion('type', [enrolledListQuery, s.courseListQuery.extend({ type: z.undefined().optional() })]),
    invalid: difficultyInvalid,
    responses: { 200: r.courseListResponse },
    errors: { 400: ['invalid_difficulty'] },
    handle: async ({ query, caller, request }) => {
      if (query.type === 'enrolled') {
        const mine = await myCourses(requireCaller(caller), query);
        return { courses: paginator({ data: mine.items, total: mine.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: null }), course_categories: [] };
      }
      const page = await courses.listCourses(query, caller);
      return {
        courses: paginator({ data: page.items, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: page.nextCursor }),
        course_categories: page.categories,
      };
    },
  }),
  'POST /courses': createRoute,
  'POST /admin/courses': createRoute,
  'GET /courses/{id}': detail('anyone', 'see'),
  'GET /admin/courses/{id}': detail('authenticated', 'administer'),
  'GET /courses/{slug}/by-slug': route({
    access: 'anyone',
    feature: 'courses',
    inherits: onCourse('see'),
    params: s.slugParams,
    query: s.detailQuery,
    responses: { 200: r.courseDetailResponse },
    errors: { 404: ['course_not_found'] },
    handle: ({ params, query, caller }) => courses.courseDetail({ slug: params.slug }, caller, { intendedLessonSlug: query.intended_lesson_slug }),
  }),
  'PUT /courses/{id}': updateRoute,
  'PUT /admin/courses/{id}': updateRoute,
  // courses: cascade
  'DELETE /courses/{id}': deleteRoute,
  'DELETE /admin/courses/{id}': deleteRoute,

  'GET /admin/courses/{id}/sections': admin({
    responses: { 200: r.sectionsResponse },
    errors: { 404: ['course_not_found'] },
    params: s.idParams,
    query: s.sectionsQuery,
    handle: async ({ params, query, caller }) => {
      const { course, sections } = await outline.listSections(courseById(params), requireCaller(caller), { onlyPublished: query.conditions?.includes('only_published') ?? false });
      // The original's `lockscreen` with `with_lock_screen`: the course's, or null when it has none.
      return { sections: sections.map(sectionRow), ...(query.with_lock_screen ? { lockscreen: course.lockscreen } : {}) };
    },
  }),
  'POST /admin/courses/{id}/sections': admin({
    responses: { 200: r.sectionCreatedResponse },
    errors: { 400: ['outline_limit'], 404: ['course_not_found'], 409: ['conflict'] },
    params: s.idParams,
    body: s.createSectionBody,
    handle: async ({ params, body, caller }) => ({ message: 'Section has been created successfully.', section: sectionRow(await outline.createSection(courseById(params), requireCaller(caller), body)) }),
  }),
  'PATCH /admin/courses/{id}/sections/indexes': admin({
    responses: { 200: r.sectionsReorderedResponse },
    errors: { 404: ['course_not_found'], 409: ['conflict'] },
    params: s.idParams,
    body: s.sectionIndexesBody,
    handle: async ({ params, body, caller }) => ({
      sections: (await outline.reorderSections(courseById(params), requireCaller(caller), body.indexes)).map(sectionRow),
      message: 'Sections have been reordered.',
    }),
  }),
  'GET /admin/courses/{id}/sections/{section_id}': admin({
    responses: { 200: r.sectionResponse },
    errors: { 404: ['course_not_found', 'section_not_found'] },
    params: s.sectionParams,
    handle: async ({ params, caller }) => ({ topic: sectionRow(await outline.getSection(courseById(params), requireCaller(caller), params.section_id)) }),
  }),
  'PUT /admin/courses/{id}/sections/{section_id}': admin({
    responses: { 200: r.sectionUpdatedResponse },
    errors: { 404: ['course_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.sectionParams,
    body: s.putSectionBody,
    handle: async ({ params, body, caller }) => ({
      message: 'Section has been updated successfully.',
      topic: sectionRow(await outline.updateSection(courseById(params), requireCaller(caller), params.section_id, body)),
    }),
  }),
  'PATCH /admin/courses/{id}/sections/{section_id}': admin({
    responses: { 200: r.sectionUpdatedResponse },
    errors: { 404: ['course_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.sectionParams,
    body: s.patchSectionBody,
    handle: async ({ params, body, caller }) => ({
      message: 'Section has been updated successfully.',
      topic: sectionRow(
        await outline.updateSection(courseById(params), requireCaller(caller), params.section_id, {
          title: body.title,
          status: body.status,
          scheduled_at: body.scheduled_at === '' ? null : body.scheduled_at,
          unlock_days: body.reactions_count,
        }),
      ),
    }),
  }),
  'DELETE /admin/courses/{id}/sections/{section_id}': admin({
    responses: { 200: r.MessageOnly },
    errors: { 404: ['course_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.sectionParams,
    handle: async ({ params, caller }) => {
      await outline.deleteSection(courseById(params), requireCaller(caller), params.section_id);
      return { message: 'Section and its lessons have been deleted.' };
    },
  }),
  'PATCH /admin/courses/{id}/sections/{section_id}/indexes': admin({
    responses: { 200: r.lessonsReorderedResponse },
    errors: { 404: ['course_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.sectionParams,
    body: s.lessonIndexesBody,
    handle: async ({ params, body, caller }) => ({
      lessons: (await outline.reorderLessons(courseById(params), requireCaller(caller), params.section_id, body.indexes)).map((l) => toLessonRow(l)),
      message: 'Lessons have been reordered.',
    }),
  }),

  'GET /admin/courses/{id}/lessons': admin({
    responses: { 200: r.lessonsResponse },
    errors: { 404: ['course_not_found'] },
    params: s.idParams,
    query: s.lessonsQuery,
    handle: async ({ params, query, caller }) => ({ lessons: (await outline.listLessons(courseById(params), requireCaller(caller), { sectionId: query.topic_id })).map((l) => toLessonRow(l)) }),
  }),
  'POST /admin/courses/{id}/lessons': admin({
    responses: { 200: r.lessonCreatedResponse },
    errors: { 400: ['outline_limit'], 404: ['course_not_found'], 409: ['conflict'] },
    params: s.idParams,
    body: s.createLessonBody,
    handle: async ({ params, body, caller }) => {
      const { lesson } = await outline.createLesson(courseById(params), requireCaller(caller), body);
      return {
        message: 'Lesson has been created successfully.',
        data: { id: lesson.id, course_id: lesson.course_id, title: lesson.title, order: lesson.priority, created_at: toSqlDateTime(lesson.created_at) },
        lesson: toLessonRow(lesson, { markdown: '', html: '' }),
      };
    },
  }),
  'GET /admin/courses/{id}/lessons/{lesson_id}': admin({
    responses: { 200: r.lessonResponse },
    errors: { 404: ['course_not_found', 'lesson_not_found'] },
    params: s.lessonParams,
    handle: async ({ params, caller }) => {
      const c = requireCaller(caller);
      const read = await outline.getLesson(courseById(params), c, params.lesson_id);
      return { lesson: { ...toLessonRow(read.lesson, read.body), topic: read.section ? toSectionRow(read.section) : null, course: courses.toCourseObject(read.course, c, null) } };
    },
  }),
  'PUT /admin/courses/{id}/lessons/{lesson_id}': admin({
    responses: { 200: r.lessonUpdatedResponse },
    errors: { 400: ['outline_limit'], 404: ['course_not_found', 'lesson_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.lessonParams,
    body: s.putLessonBody,
    handle: async ({ params, body, caller }) => {
      const { parent_id, ...lesson } = body.lesson;
      const saved = await outline.updateLesson(courseById(params), requireCaller(caller), params.lesson_id, { ...lesson, section_id: parent_id });
      return { message: 'Lesson has been updated successfully.', lesson: toLessonRow(saved.lesson, saved.body) };
    },
  }),
  'PATCH /admin/courses/{id}/lessons/{lesson_id}': admin({
    responses: { 200: r.lessonUpdatedResponse },
    errors: { 400: ['outline_limit'], 404: ['course_not_found', 'lesson_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.lessonParams,
    body: s.patchLessonBody,
    handle: async ({ params, body, caller }) => {
      const saved = await outline.updateLesson(courseById(params), requireCaller(caller), params.lesson_id, body);
      return { message: 'Lesson has been updated successfully.', lesson: toLessonRow(saved.lesson, saved.body) };
    },
  }),
  'DELETE /admin/courses/{id}/lessons/{lesson_id}': admin({
    responses: { 200: r.MessageOnly },
    errors: { 404: ['course_not_found', 'lesson_not_found', 'section_not_found'], 409: ['conflict'] },
    params: s.lessonParams,
    handle: async ({ params, caller }) => {
      await outline.deleteLesson(courseById(params), requireCaller(caller), params.lesson_id);
      return { message: 'Lesson has been deleted.' };
    },
  }),
} satisfies Partial<Record<CoursesKey, AnyRoute>>;
