/**
 * Courses at two sizes (issue 16, docs/courses.md "Bench targets"): 10 courses with 1,000
 * enrolments, then 1,000 courses with 100,000 enrolments (a fifth of them in the first course,
 * whose detail, students and quiz results are measured). The catalogue, a detail with progress as
 * an enrolled student, completing a lesson (alternately completed and uncompleted, so each call
 * writes), a students page and the quiz results page. Requests whose route is not built yet in
 * this tree are left out (and named when the scenario is prepared).
 */
import { ROUTES } from '#shared/http/route-table.ts';
import { seedCourses } from '../seed/courses.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

/** Whether ROUTES holds the route (parameter names aside). */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const built = (method: string, path: string) => ROUTES.some((r) => r.method === method && shape(r.path) === shape(path));

function coursesAt(courses: number, enrolments: number, label: string) {
  return defineScenario({
    name: `courses-${label}`,
    description: `course list, a detail with progress, completing a lesson, a students page and quiz results with ${courses.toLocaleString('en')} courses and ${enrolments.toLocaleString('en')} enrolments`,
    setup: async (ctx) => {
      const started = performance.now();
      const seeded = await seedCourses(ctx, courses, enrolments, 0.2);
      console.log(`  seeded ${seeded.courses} courses, ${seeded.enrolments.toLocaleString('en')} enrolments in ${Math.round(performance.now() - started)} ms`);
      // A Bearer token, as the administrator's requests use: Basic checks the password with scrypt on every call.
      const issued = await ctx.call<{ access_token: string }>('POST', '/auth/token', { auth: seeded.student });
      return { ...seeded, student: { as: 'student-bearer', authorization: `Bearer ${issued.access_token}` } };
    },
    requests: (seeded): BenchRequest[] => {
      const course = `/courses/${seeded.bigId}`;
      const lesson = `${course}/lessons/${seeded.lessonId}`;
      const wanted: Array<BenchRequest & { route: [string, string] }> = [
        { route: ['GET', '/courses'], label: 'GET /courses', method: 'GET', path: '/courses', auth: seeded.student },
        { route: ['GET', '/courses/{id}'], label: 'GET /courses/{id} (student)', method: 'GET', path: course, auth: seeded.student },
        {
          route: ['POST', '/courses/{id}/lessons/{lesson_id}/complete'],
          label: 'POST .../complete|incomplete',
          method: 'POST',
          // Completed on even calls, uncompleted on odd ones: every call writes.
          path: (call) => `${lesson}/${call % 2 === 0 ? 'complete' : 'incomplete'}`,
          auth: seeded.student,
        },
        { route: ['GET', '/courses/{id}/students'], label: 'GET /courses/{id}/students', method: 'GET', path: `${course}/students`, auth: 'admin-bearer' },
        { route: ['GET', '/admin/courses/{id}/quiz-results'], label: 'GET /admin/courses/{id}/quiz-results', method: 'GET', path: `/admin/courses/${seeded.bigId}/quiz-results`, auth: 'admin-bearer' },
      ];
      const missing = wanted.filter((r) => !built(...r.route) || (r.route[1].endsWith('/complete') && !built('POST', '/courses/{id}/lessons/{lesson_id}/incomplete')));
      if (missing.length > 0) console.log(`  not built yet, left out: ${missing.map((r) => `${r.route[0]} ${r.route[1]}`).join(', ')}`);
      return wanted.filter((r) => !missing.includes(r)).map(({ route: _route, ...request }) => request);
    },
  });
}

export const coursesSmallScenario = coursesAt(10, 1_000, '10');
export const coursesLargeScenario = coursesAt(1_000, 100_000, '1000');
