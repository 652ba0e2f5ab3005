/**
 * Courses at two sizes (issue 16, docs/courses.md "Bench targets"): 10 courses with 1,000
 * enrolments, then 1,000 courses with 100,000 enrolments (a fifth of them in the first course,
 * whose detail, students and quiz results are measured). The catalogue, a detail with progress as
 * an enrolled student, completing a lesson (alternately completed and uncompleted, so each call
 * writes), a students page and the quiz results page.
 */
import { seedCourses } from '../seed/courses.ts';
import { defineScenario, type BenchRequest } from '../types.ts';

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
      return [
        { label: 'GET /courses', method: 'GET', path: '/courses', auth: seeded.student },
        { label: 'GET /courses/{id} (student)', method: 'GET', path: course, auth: seeded.student },
        {
          label: 'POST .../complete|incomplete',
          method: 'POST',
          // Completed on even calls, uncompleted on odd ones: every call writes.
          path: (call) => `${lesson}/${call % 2 === 0 ? 'complete' : 'incomplete'}`,
          auth: seeded.student,
        },
        { label: 'GET /courses/{id}/students', method: 'GET', path: `${course}/students`, auth: 'admin-bearer' },
        { label: 'GET /admin/courses/{id}/quiz-results', method: 'GET', path: `/admin/courses/${seeded.bigId}/quiz-results`, auth: 'admin-bearer' },
      ];
    },
  });
}

export const coursesSmallScenario = coursesAt(10, 1_000, '10');
export const coursesLargeScenario = coursesAt(1_000, 100_000, '1000');
