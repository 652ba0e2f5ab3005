/**
 * Enrolment and progress (docs/courses.md, "Enrolment and progress", "Certificates"): enrol,
 * unenrol, students, progress, lesson completion, certificates, my courses, lockscreens. Under the
 * spec's paths and the original's (/admin/courses/{id}/students, PUT .../completion).
 */
import { courseById } from '#features/courses/course-service.ts';
import { requireCaller } from '#platform/auth/access.ts';
import { onCourse } from '#platform/auth/route-rules.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { courseCertificate } from '#features/courses/certificates.ts';
import * as enrolment from '#features/courses/enrolment-service.ts';
import { paginator } from '#platform/http/pagination.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import { idParams, lessonParams, videoWatchedBody } from './catalog-schemas.ts';
import * as s from './learning-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const r = lazyResponses(() => import('./responses.ts'));

type CoursesKey = DomainRouteKey<'courses'>;


/** Routes of an enrolled student (403 not_enrolled for others who see the course). */
const student = onCourse('membership');

const completion = (state: enrolment.CompletionState, paramsState?: true) =>
  route({
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: lessonParams,
    responses: { 200: r.completionResponse },
    errors: { 403: ['not_enrolled', 'lesson_locked', 'quiz_not_passed'], 404: ['course_not_found', 'lesson_not_found'], 409: ['conflict'] },
    ...(paramsState ? { body: s.completionBody } : {}),
    compat: { errors: STUDENT_REFUSALS },
    handle: async ({ params, body, caller }) => {
      const wanted = paramsState ? (body as { state: enrolment.CompletionState }).state : state;
      const r = await enrolment.setLessonCompletion(courseById(params), requireCaller(caller), params.lesson_id, wanted);
      const done = wanted === 'completed';
      return {
        message: done ? (r.changed ? 'Lesson marked as completed.' : 'Lesson already completed.') : r.changed ? 'Lesson marked as incomplete.' : 'Lesson is not completed.',
        data: { lesson_id: r.lessonId, completed_at: r.completedAt ? toSqlDateTime(r.completedAt) : null, progress_percentage: r.progress.percentage, next_lesson: r.progress.next_lesson },
        track: enrolment.trackOf(true, r.completed, r.progress.percentage),
        is_completed: done,
      };
    },
  });

const studentsRoute = route({
  access: 'authenticated',
  inherits: onCourse('administer'),
  params: idParams,
  query: s.studentsQuery,
  responses: { 200: r.studentsResponse },
  errors: { 404: ['course_not_found'] },
  handle: async ({ params, query, caller, request }) => {
    const page = await enrolment.listCourseStudents(params.id, requireCaller(caller), query);
    // The spec's data + meta, and the original's `students` paginator.
    return { ...page, students: paginator({ data: page.data, total: page.meta.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: page.meta.next_cursor ?? null }) };
  },
});

/**
 * The original's refusals of a student's or an administrator's course request answer 422 (its
 * `sendError`): not enrolled, a lesson locked or not passed, not a student, already a member.
 */
const STUDENT_REFUSALS = { not_enrolled: 422, lesson_locked: 422, quiz_not_passed: 422 } as const;

async function enrolRoute({ params, caller }: { params: { id: number }; caller: Parameters<typeof requireCaller>[0] }, repeat: enrolment.EnrolOptions['repeat']) {
  const r = await enrolment.enrol(courseById(params), requireCaller(caller), { repeat });
  return {
    message: r.created ? 'You have been enrolled in this course.' : 'You are already enrolled in this course.',
    data: enrolment.enrolmentView(r.enrolment),
    track: enrolment.trackOf(true, r.completed, 0),
  };
}

const reset = (track: ReturnType<typeof enrolment.trackOf>) => ({ message: 'Course progress has been reset.', track });

export const learningRoutes = {
  'POST /courses/{id}/enroll': route({
    idempotent: true,
    responses: { 200: r.enrolledResponse },
    errors: { 400: ['already_member', 'already_enrolled'], 403: ['course_locked'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: onCourse('join'),
    params: idParams,
    handle: (input) => enrolRoute(input, 'refuse'),
    // A repeat is the spec's 400 already_enrolled; the original answers 200, and its clients keep that.
    compat: { handle: (input) => enrolRoute(input, 'answer'), errors: { ...STUDENT_REFUSALS, already_member: 422, course_locked: 422 } },
  }),
  'POST /courses/{id}/unenroll': route({
    responses: { 200: r.MessageOnly },
    errors: { 403: ['not_enrolled'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: idParams,
    handle: async ({ params, caller }) => {
      await enrolment.unenrol(courseById(params), requireCaller(caller));
      return { message: 'You have been unenrolled from this course.' };
    },
  }),
  'GET /courses/my-courses': route({
    responses: { 200: r.myCoursesResponse },
    access: 'authenticated',
    feature: 'courses',
    inherits: 'none',
    query: s.myCoursesQuery,
    handle: async ({ query, caller, request }) => {
      const page = await enrolment.myCourses(requireCaller(caller), query);
      return {
        data: page.items,
        meta: { total: page.total, per_page: query.per_page, current_page: query.page },
        courses: paginator({ data: page.items, total: page.total, page: query.page, perPage: query.per_page, url: request.url, query: request.query, nextCursor: null }),
      };
    },
  }),
  'GET /courses/{id}/progress': route({
    responses: { 200: r.progressResponse },
    errors: { 403: ['not_enrolled'], 404: ['course_not_found'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: idParams,
    query: s.progressQuery,
    handle: async ({ params, query, caller }) => enrolment.courseProgress(courseById(params), requireCaller(caller), { timeSpent: query.time_spent }),
  }),
  'DELETE /courses/{id}/progress': route({
    responses: { 200: r.progressResetResponse },
    errors: { 403: ['not_enrolled'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: idParams,
    compat: { errors: STUDENT_REFUSALS },
    handle: async ({ params, caller }) => reset(await enrolment.resetProgress(courseById(params), requireCaller(caller))),
  }),
  'POST /courses/{id}/lessons/{lesson_id}/complete': completion('completed'),
  'POST /courses/{id}/lessons/{lesson_id}/incomplete': completion('incomplete'),
  'PUT /courses/{id}/lessons/{lesson_id}/completion': completion('completed', true),
  'POST /courses/{id}/lessons/{lesson_id}/video-watched': route({
    responses: { 200: r.videoWatchedResponse },
    errors: { 403: ['not_enrolled'], 404: ['course_not_found', 'lesson_not_found'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: lessonParams,
    body: videoWatchedBody,
    compat: { errors: STUDENT_REFUSALS },
    handle: async ({ params, body, caller }) => {
      const r = await enrolment.recordVideoWatched(courseById(params), requireCaller(caller), params.lesson_id, body.watched_percent);
      return { message: 'Video watch progress has been recorded.', is_gated: false, watched: r.watched, watched_percent: r.furthest };
    },
  }),
  'GET /courses/{id}/students': studentsRoute,
  'GET /admin/courses/{id}/students': studentsRoute,
  'POST /admin/courses/{id}/students': route({
    idempotent: true,
    responses: { 200: r.studentAddedResponse },
    errors: { 400: ['already_member'], 404: ['course_not_found', 'member_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: idParams,
    body: s.addStudentBody,
    compat: { errors: { already_member: 422 } },
    handle: async ({ params, body, caller }) => {
      const m = await enrolment.addStudent(courseById(params), requireCaller(caller), body.user_id);
      return { message: 'Student has been added to the course.', data: enrolment.enrolmentView(m) };
    },
  }),
  'DELETE /admin/courses/{id}/students/{student_id}': route({
    responses: { 200: r.MessageOnly },
    errors: { 400: ['not_a_student'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: s.studentParams,
    compat: { errors: { not_a_student: 422 } },
    handle: async ({ params, caller }) => {
      await enrolment.removeStudent(courseById(params), requireCaller(caller), params.student_id);
      return { message: 'Student has been removed from the course.' };
    },
  }),
  'DELETE /admin/courses/{id}/students/{student_id}/progress': route({
    responses: { 200: r.progressResetResponse },
    errors: { 400: ['not_a_student'], 403: ['not_enrolled'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: s.studentParams,
    compat: { errors: { ...STUDENT_REFUSALS, not_a_student: 422 } },
    handle: async ({ params, caller }) => reset(await enrolment.resetProgress(courseById(params), requireCaller(caller), params.student_id)),
  }),
  'GET /courses/{id}/certificate': route({
    responses: { 200: r.certificateResponse },
    errors: { 400: ['course_not_complete'], 403: ['not_enrolled'], 404: ['course_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: student,
    params: idParams,
    handle: ({ params, caller }) => courseCertificate(courseById(params), requireCaller(caller)),
  }),
  'PUT /admin/courses/{id}/lockscreens': route({
    responses: { 200: r.lockscreenResponse },
    errors: { 404: ['course_not_found'], 409: ['conflict'] },
    pro: true,
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: idParams,
    body: s.lockscreenBody,
    handle: async ({ params, body, caller }) => {
      const r = await enrolment.setCourseLockscreen(courseById(params), requireCaller(caller), body);
      return { message: 'Lockscreen settings have been updated successfully.', lockscreen: r.lockscreen, course: r.course };
    },
  }),
} satisfies Partial<Record<CoursesKey, AnyRoute>>;
