/**
 * Seeds courses for the courses scenarios straight into the table with the API's own item builders
 * (the space writers' course record, list keys and slug; sections, lessons and bodies; membership
 * items with the enrolment's progress attributes; quiz results and QUIZSTATS counters with the keys
 * of docs/courses.md), in BatchWrites. The first course is the big one that is measured; the
 * student the scenario measures as is enrolled there with some progress.
 */
import type { BenchContext, MemberAuth } from '../types.ts';
import { putAll, putWhenFull, seedMembers, seededUserIds } from './members.ts';

/** The big course's outline: sections x lessons (published; every third a quiz). */
const BIG_SECTIONS = 5;
const BIG_LESSONS_PER_SECTION = 10;
/** Every other course: one section of three lessons. */
const SMALL_LESSONS = 3;
/** Quiz results seeded in the big course per thousand of its enrolments. */
const RESULTS_PER_THOUSAND = 100;

let seededCourses = 0;
let seededEnrolments = 0;
let seededResults = 0;
const courses: Array<{ id: number; lessonIds: number[]; quizId: number }> = [];
let student: { userId: number; auth: MemberAuth } | undefined;

export interface SeededCourses {
  courses: number;
  enrolments: number;
  bigId: number;
  /** A lesson of the big course the student completes and uncompletes in turn. */
  lessonId: number;
  student: MemberAuth;
}

/** A student with credentials (an application password), enrolled in the big course by the seeder. */
async function benchStudent(): Promise<{ userId: number; auth: MemberAuth }> {
  if (student) return student;
  const { createMember } = await import('#features/members/member-service.ts');
  const username = `bench_student_${Date.now().toString(36)}`;
  const created = await createMember({ username, email: `${username}@bench.example`, display_name: 'Bench Student', role: 'member', status: 'active' }, null, { issueAppPassword: true });
  const secret = created.appPassword?.secret;
  if (!secret) throw new Error('no application password for the bench student');
  student = { userId: created.profile.user_id, auth: { as: 'student-basic', authorization: `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}` } };
  return student;
}

/**
 * Tops up to `total` courses and `enrolments` enrolments: `bigShare` of the new enrolments go to
 * the first course, the rest round-robin over the others.
 */
export async function seedCourses(ctx: BenchContext, total: number, enrolments: number, bigShare: number): Promise<SeededCourses> {
  await seedMembers(ctx, Math.max(enrolments, 100), 20);
  const { incrementCounter, transact, counterUpdate } = await import('#platform/data/transactions.ts');
  const { newSpaceItems } = await import('#features/spaces/space-store.ts');
  const { enrolmentCreate } = await import('#features/courses/enrolment-store.ts');
  const { quizResultPut, quizStatsUpdate } = await import('#features/courses/quiz-store.ts');
  const { lessonBodyPut, lessonPut, sectionPut } = await import('#features/courses/course-store.ts');
  const { defaultSpaceSettings } = await import('#features/spaces/spaces.ts');
  const { defaultCourseData, defaultLessonMeta } = await import('#features/courses/courses.ts');
  const { tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const me = await benchStudent();

  const items: Record<string, unknown>[] = [];
  const at = new Date().toISOString();
  const admin = 1;
  const newCourses = total - seededCourses;
  if (newCourses > 0) {
    const lastCourse = await incrementCounter('id#space', newCourses);
    for (let i = 0; i < newCourses; i++) {
      const index = seededCourses + i;
      const id = lastCourse - newCourses + 1 + i;
      const big = index === 0;
      const sections = big ? BIG_SECTIONS : 1;
      const perSection = big ? BIG_LESSONS_PER_SECTION : SMALL_LESSONS;
      let nextSection = (await incrementCounter('id#course_section', sections)) - sections + 1;
      let nextLesson = (await incrementCounter('id#course_lesson', sections * perSection)) - sections * perSection + 1;
      const record = {
        id, created_by: admin, parent_id: null, group_id: 0, title: `Bench course ${index}`, slug: `bench-course-${index}`, logo: '', cover_photo: '',
        description: 'A course of the benchmark.', type: 'course' as const, privacy: 'public' as const, status: 'published' as const, serial: index + 1,
        settings: defaultSpaceSettings(), lockscreen: null, members_count: 0, pending_count: 0, role_counts: { member: 0, moderator: 0, admin: 0 }, posts_count: 0,
        course: { ...defaultCourseData(admin), course_details: 'About this course.', content: '<p>About this course.</p>' },
        created_at: at, updated_at: at, rev: 0,
      };
      for (const item of newSpaceItems(record)) {
        if (!item.Put) continue;
        const put = item.Put.Item as Record<string, unknown>;
        // The course's counters (only ADDed by the API): members are counted when they enrol, below.
        if (put['sk'] === 'META') Object.assign(put, { sections_count: sections, lessons_count: sections * perSection, lessons_total: sections * perSection, students_count: 0 });
        items.push(put);
      }
      const lessonIds: number[] = [];
      let quizId = 0;
      for (let s = 0; s < sections; s++) {
        const sectionId = nextSection++;
        const section = {
          id: sectionId, course_id: id, title: `Section ${s + 1}`, slug: `section-${s + 1}`, status: 'published' as const, priority: s + 1, scheduled_at: null,
          unlock_days: null, created_by: admin, created_at: at, updated_at: at, lessons_in: perSection, published_lessons: perSection, rev: 0,
        };
        items.push(sectionPut(section, 'new').Put!.Item as Record<string, unknown>);
        for (let l = 0; l < perSection; l++) {
          const lessonId = nextLesson++;
          const quiz = l % 3 === 2;
          const lesson = {
            id: lessonId, course_id: id, section_id: sectionId, title: `Lesson ${s + 1}.${l + 1}`, slug: `lesson-${s + 1}-${l + 1}`, status: 'published' as const,
            content_type: quiz ? ('quiz' as const) : ('text' as const), priority: l + 1, meta: defaultLessonMeta(), featured_image: '', created_by: admin, created_at: at, updated_at: at,
            published_at: at, rev: 0,
          };
          items.push(lessonPut(lesson, 'new').Put!.Item as Record<string, unknown>);
          items.push(lessonBodyPut(id, lessonId, { markdown: `Lesson ${l + 1}`, html: `<p>Lesson ${l + 1}</p>` }).Put!.Item as Record<string, unknown>);
          lessonIds.push(lessonId);
          if (quiz && !quizId) quizId = lessonId;
        }
      }
      courses.push({ id, lessonIds, quizId });
      await putWhenFull(items);
    }
  }

  // Who enrols where: a share for the big course, the rest round-robin over the others.
  const newEnrolments = enrolments - seededEnrolments;
  const big = courses[0]!;
  const bigCount = Math.floor(newEnrolments * bigShare);
  const joined = new Map<number, number>();
  const enrol = (course: (typeof courses)[number], userId: number, completed: number[]) => {
    // The enrolment's own item (a student membership with its progress and my-courses keys); its counters are added below, once per course.
    const put = enrolmentCreate({ space_id: course.id, user_id: userId, role: 'student', status: 'active', joined_at: at, updated_at: at }).find((t) => t.Put)!.Put!.Item as Record<string, unknown>;
    Object.assign(put, {
      completed_count: completed.length,
      started_at: at,
      last_accessed: at,
      ...(completed.length > 0 ? { completed_lessons: new Set(completed.map(String)), lesson_completions: Object.fromEntries(completed.map((id) => [String(id), at])) } : {}),
    });
    items.push(put);
    joined.set(course.id, (joined.get(course.id) ?? 0) + 1);
  };
  for (let i = 0; i < newEnrolments; i++) {
    const userId = seededUserIds[(seededEnrolments + i) % seededUserIds.length] ?? 1;
    const course = i < bigCount || courses.length === 1 ? big : (courses[1 + (i % (courses.length - 1))] ?? big);
    enrol(course, userId, course.lessonIds.slice(0, i % 4));
    await putWhenFull(items);
  }
  if (seededEnrolments === 0) enrol(big, me.userId, big.lessonIds.slice(0, 5));

  // Quiz results in the big course (gsi1 by submitted_at, gsi2 by score, gsi3 by name) and its statistics counters.
  const results = Math.floor((enrolments / 1000) * RESULTS_PER_THOUSAND) - seededResults;
  let passed = 0;
  let scoreSum = 0;
  for (let r = 0; r < results; r++) {
    const userId = seededUserIds[(seededResults + r) % seededUserIds.length] ?? 1;
    const score = (seededResults + r) % 101;
    const submitted = new Date(Date.now() - (seededResults + r) * 1000).toISOString();
    const grade = { score, total_questions: 4, correct_answers: Math.round(score / 25), passed: score >= 70, status: 'graded' as const, points_earned: score, points_possible: 100, questions: [] };
    items.push(
      quizResultPut(
        {
          id: seededResults + r + 1, course_id: big.id, lesson_id: big.quizId, user_id: userId, attempt_number: 1, answers: {}, grade, passing_score: 70, time_spent: 60,
          started_at: null, submitted_at: submitted, time_limit_exceeded: false, feedback: '', graded_at: null, graded_by: null, user_name: `Bench member ${userId}`, rev: 0,
        },
        'new',
      ).Put!.Item as Record<string, unknown>,
    );
    if (score >= 70) passed++;
    scoreSum += score;
    await putWhenFull(items);
  }
  await putAll(items);
  if (results > 0) await transact(quizStatsUpdate(big.id, big.quizId, { submissions: results, passed, failed: results - passed, score_sum: scoreSum, time_sum: results * 60 }));
  // Enrolments counted as the API counts them (members_count, the student role's count, students_count).
  const counted = [...joined];
  for (let i = 0; i < counted.length; i += 50) {
    await Promise.all(
      counted.slice(i, i + 50).map(([id, n]) =>
        transact([
          {
            Update: {
              TableName: tableName,
              Key: keys.space(id),
              UpdateExpression: 'ADD members_count :n, active_student_count :n, students_count :n',
              ExpressionAttributeValues: { ':n': n },
            },
          },
        ]),
      ),
    );
  }
  if (newCourses > 0) await transact([counterUpdate('courses#published', newCourses)]);
  seededCourses = Math.max(seededCourses, total);
  seededEnrolments = Math.max(seededEnrolments, enrolments);
  seededResults += Math.max(results, 0);
  return { courses: seededCourses, enrolments: seededEnrolments, bigId: big.id, lessonId: big.lessonIds[big.lessonIds.length - 1]!, student: me.auth };
}
