/**
 * Quizzes (docs/courses.md, "Quizzes"; issue 16 part 5): an attempt's start, submit and results
 * for enrolled students; the results list and manual grading for course administrators.
 */
import { courseById } from '#features/courses/course-service.ts';
import { requireCaller } from '#platform/auth/access.ts';
import { onCourse } from '#platform/auth/route-rules.ts';
import * as quizzes from '#features/courses/quiz-service.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { route, type AnyRoute } from '#platform/http/route.ts';
import * as s from './quiz-schemas.ts';
import { lazyResponses } from '#platform/http/lazy-responses.ts';
const r = lazyResponses(() => import('#features/courses/responses/quizzes.ts'));


export const quizRoutes = {
  'POST /courses/{id}/lessons/{lesson_id}/quiz/start': route({
    pro: true,
    shortErrors: true,
    responses: { 200: r.quizStartedResponse },
    errors: { 403: ['not_enrolled', 'lesson_locked', 'max_attempts_reached'], 404: ['course_not_found', 'quiz_not_found'], 409: ['already_submitted'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: onCourse('membership'),
    params: s.quizParams,
    handle: ({ params, caller }) => quizzes.startQuiz(courseById(params), requireCaller(caller), params.lesson_id),
  }),
  'POST /courses/{id}/lessons/{lesson_id}/quiz/submit': route({
    idempotent: true,
    pro: true,
    shortErrors: true,
    responses: { 200: r.quizSubmittedResponse },
    errors: { 400: ['invalid_answers'], 403: ['not_enrolled', 'lesson_locked', 'max_attempts_reached'], 404: ['course_not_found', 'quiz_not_found'], 409: ['already_submitted', 'conflict'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: onCourse('membership'),
    params: s.quizParams,
    body: s.submitBody,
    handle: ({ params, body, caller }) => quizzes.submitQuiz(courseById(params), requireCaller(caller), params.lesson_id, body),
  }),
  'GET /courses/{id}/lessons/{lesson_id}/quiz/result': route({
    pro: true,
    shortErrors: true,
    responses: { 200: r.quizResultResponse },
    errors: { 403: ['not_enrolled', 'lesson_locked'], 404: ['course_not_found', 'quiz_not_found'] },
    access: 'authenticated',
    feature: 'courses',
    inherits: onCourse('membership'),
    params: s.quizParams,
    query: s.resultQuery,
    handle: ({ params, query, caller }) => quizzes.quizResult(courseById(params), requireCaller(caller), params.lesson_id, query),
  }),
  'GET /admin/courses/{id}/quiz-results': route({
    pro: true,
    shortErrors: true,
    responses: { 200: r.quizResultsResponse },
    errors: { 404: ['course_not_found'] },
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: s.gradeParams.pick({ id: true }),
    query: s.resultsQuery,
    handle: ({ params, query, caller }) => quizzes.listQuizResults(params.id, requireCaller(caller), query),
  }),
  'POST /admin/courses/{id}/quiz-results/{quiz_id}': route({
    pro: true,
    shortErrors: true,
    responses: { 200: r.quizGradedResponse },
    errors: { 404: ['course_not_found', 'quiz_not_found'], 409: ['conflict'] },
    access: 'authenticated',
    inherits: onCourse('administer'),
    params: s.gradeParams,
    body: s.gradeBody,
    handle: ({ params, body, caller }) => quizzes.gradeQuizResult(courseById(params), requireCaller(caller), params.quiz_id, body),
  }),
} satisfies Partial<Record<DomainRouteKey<'courses'>, AnyRoute>>;
