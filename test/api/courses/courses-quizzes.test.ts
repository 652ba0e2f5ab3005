/**
 * Quizzes over HTTP (docs/courses.md, Quizzes): authoring on the lesson routes, start, submit,
 * results by attempt, the attempt limit under concurrent submits, the time limit, manual grading,
 * the administrators' results list (filters, orders, statistics from counters), passing
 * completing the lesson; each role: administrator, instructor, enrolled student, other member,
 * anonymous.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { adminBearer, createCourse, createInstructor, createLesson, createSection, ok } from '../../support/courses.ts';
import { expectShortError } from '../../support/spaces.ts';
import { backdateQuizStart, createQuiz, QUESTIONS, RIGHT, WRONG } from '../../support/quizzes.ts';
import { eventsFor } from '../../support/events.ts';

const enrol = async (courseId: number, m: TestMember) => ok('POST', `/courses/${courseId}/enroll`, m.auth);

describe('courses: quizzes', () => {
  let admin: Auth;
  let instructor: TestMember;
  let other: TestMember;
  let course: any;

  beforeAll(async () => {
    [admin, instructor, other] = await Promise.all([adminBearer(), createInstructor(), createMember()]);
    course = await createCourse(instructor.auth, { status: 'published' });
  });

  const quizPath = (lessonId: number, rest: string, c = course) => `/courses/${c.id}/lessons/${lessonId}/quiz/${rest}`;
  const newStudent = async () => {
    const s = await createMember();
    await enrol(course.id, s);
    return s;
  };

  describe('authoring', () => {
    it('validates questions on PUT and PATCH, maps the original shape, shows them to administrators only', async () => {
      const section = await createSection(course.id, instructor.auth);
      const lesson = await createLesson(course.id, section.id, instructor.auth, { type: 'quiz', title: 'Authoring' });
      const url = `/admin/courses/${course.id}/lessons/${lesson.id}`;
      const bad = await api<any>('PATCH', url, { auth: instructor.auth, body: { quiz_questions: [{ id: 'x', type: 'multiple_choice', question: 'Q', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] }] } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.data.params)[0]).toMatch(/^quiz_questions/);
      // The original's lesson meta: questions by slug and label, passing score, hidden results.
      const put = await ok('PUT', url, instructor.auth, {
        lesson: {
          title: 'Authoring', parent_id: section.id, status: 'published',
          meta: { quiz_questions: [{ slug: 'o1', type: 'single_choice', label: 'Pick', options: [{ label: 'Yes', is_correct: true }, { label: 'No' }] }], passing_score: 80, enable_passing_score: 'yes', hide_result: 'yes' },
        },
      });
      expect(put.lesson.quiz_questions[0]).toMatchObject({ id: 'o1', type: 'multiple_choice', question: 'Pick', options: [{ id: 'o1', text: 'Yes', is_correct: true }, { id: 'o2', text: 'No', is_correct: false }] });
      expect(put.lesson.quiz_settings).toMatchObject({ passing_score: 80, show_correct_answers: false });
      const patched = await ok('PATCH', url, instructor.auth, { quiz_settings: { max_attempts: 2, time_limit: 600 } });
      expect(patched.lesson.quiz_settings).toMatchObject({ passing_score: 80, max_attempts: 2, time_limit: 600, show_correct_answers: false });
      expect((await ok('GET', url, admin)).lesson.quiz_questions[0].options[0].is_correct).toBe(true);
      expect((await api('GET', url, { auth: other.auth })).status).toBe(403);
      // A text lesson takes no questions.
      const text = await createLesson(course.id, section.id, instructor.auth);
      const refused = await api<any>('PATCH', `/admin/courses/${course.id}/lessons/${text.id}`, { auth: instructor.auth, body: { quiz_settings: { passing_score: 10 } } });
      expect(refused.status).toBe(400);
      expect(refused.body.data.params).toHaveProperty('quiz_settings');
    });

    it('students see the questions without what answers them', async () => {
      const quiz = await createQuiz(course.id, instructor.auth);
      const student = await newStudent();
      const first = await ok('GET', quizPath(quiz, 'result'), student.auth);
      expect(first).toMatchObject({ quiz_result: null, detailed_results: [], quiz_settings: { max_attempts: 0, attempts_used: 0, can_retake: true } });
      expect(first.questions.map((q: any) => q.id)).toEqual(['q1', 'q2', 'q3']);
      expect(JSON.stringify(first.questions)).not.toMatch(/is_correct|explanation|correct_answers/);
      const detail = await ok('GET', `/courses/${course.id}`, student.auth);
      expect(JSON.stringify(detail)).not.toMatch(/is_correct/);
    });
  });

  describe('submit and results', () => {
    let quiz: number;
    beforeAll(async () => {
      quiz = await createQuiz(course.id, instructor.auth, { max_attempts: 3, passing_score: 60 });
    });

    it('grades by points, shows correct answers when configured, and passing completes the lesson', async () => {
      const student = await newStudent();
      const res = await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: RIGHT, time_spent: 42 });
      expect(Object.keys(res).sort()).toEqual(['can_retake', 'detailed_results', 'message', 'next_lesson_unlocked', 'quiz_result', 'result']);
      expect(res.quiz_result).toMatchObject({ score: 100, total_questions: 3, correct_answers: 3, passed: true, passing_score: 60, attempt_number: 1, status: 'graded', user_id: student.userId, lesson_id: quiz });
      expect(res).toMatchObject({ can_retake: false, next_lesson_unlocked: true });
      expect(res.result).toMatchObject({ status: 'passed', score: 100, meta: { correct_answers: 3, total_questions: 3 } });
      expect(res.detailed_results[0]).toMatchObject({ question_id: 'q1', your_answer: 'Four', correct_answer: 'a', is_correct: true, points_earned: 2, points_possible: 2, explanation: 'Arithmetic.' });
      const detail = await ok('GET', `/courses/${course.id}`, student.auth);
      expect(detail.track.completed_lessons.map(Number)).toContain(quiz);
      // One quiz.submitted and the lesson.completed its pass caused, in the submit's transaction.
      expect((await eventsFor('quiz.submitted', student.userId)).map((e) => e.data['lesson_id'])).toEqual([quiz]);
      expect((await eventsFor('lesson.completed', student.userId)).map((e) => e.data['lesson_id'])).toEqual([quiz]);
      // Passed: no further attempt.
      expectShortError(await api('POST', quizPath(quiz, 'submit'), { auth: student.auth, body: { answers: RIGHT } }), 409, 'already_submitted');
    });

    it('invalid_answers names the missing questions; nothing is counted', async () => {
      const student = await newStudent();
      const res = await api<any>('POST', quizPath(quiz, 'submit'), { auth: student.auth, body: { answers: { q1: 'a' } } });
      expectShortError(res, 400, 'invalid_answers');
      expect(res.body.message).toContain('q2, q3');
      const bad = await api<any>('POST', quizPath(quiz, 'submit'), { auth: student.auth, body: { answers: { q1: 'zzz', q2: ['a'], q3: 'true' } } });
      expectShortError(bad, 400, 'invalid_answers');
      expect(bad.body.message).toContain('q1');
      expect((await ok('GET', quizPath(quiz, 'result'), student.auth)).quiz_settings.attempts_used).toBe(0);
    });

    it('results by attempt, latest by default, include_answers=false hides answers; max_attempts_reached after the last', async () => {
      const student = await newStudent();
      const one = await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: WRONG });
      expect(one).toMatchObject({ can_retake: true, next_lesson_unlocked: false, quiz_result: { passed: false, score: 0, attempt_number: 1 } });
      await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: { ...WRONG, q1: 'a' } });
      const latest = await ok('GET', quizPath(quiz, 'result'), student.auth);
      expect(Object.keys(latest).sort()).toEqual(['detailed_results', 'quiz_result', 'quiz_settings', 'result']);
      expect(latest.quiz_result).toMatchObject({ attempt_number: 2, score: 50, passed: false });
      expect(latest.quiz_settings).toMatchObject({ max_attempts: 3, attempts_used: 2, can_retake: true, time_limit: 0, show_correct_answers: true, randomize_questions: false });
      const first = await ok('GET', `${quizPath(quiz, 'result')}?attempt=1&include_answers=false`, student.auth);
      expect(first.quiz_result.attempt_number).toBe(1);
      expect(first.quiz_result).not.toHaveProperty('answers');
      expect(first.detailed_results[0]).not.toHaveProperty('your_answer');
      expectShortError(await api('GET', `${quizPath(quiz, 'result')}?attempt=3`, { auth: student.auth }), 404, 'quiz_not_found');
      expect((await api('GET', `${quizPath(quiz, 'result')}?attempt=0`, { auth: student.auth })).status).toBe(400);
      const third = await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: WRONG });
      expect(third.can_retake).toBe(false);
      expectShortError(await api('POST', quizPath(quiz, 'submit'), { auth: student.auth, body: { answers: WRONG } }), 403, 'max_attempts_reached');
      expectShortError(await api('POST', quizPath(quiz, 'start'), { auth: student.auth }), 403, 'max_attempts_reached');
    });

    it('two concurrent submits at the limit: exactly one is counted, the other max_attempts_reached', async () => {
      const limited = await createQuiz(course.id, instructor.auth, { max_attempts: 1 });
      const student = await newStudent();
      const results = await Promise.all([1, 2, 3].map(() => api<any>('POST', quizPath(limited, 'submit'), { auth: student.auth, body: { answers: WRONG } })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403]);
      for (const r of results.filter((x) => x.status === 403)) expect(r.body.code).toBe('max_attempts_reached');
      const list = await ok('GET', `/admin/courses/${course.id}/quiz-results?lesson_id=${limited}`, instructor.auth);
      expect(list.pagination.total).toBe(1);
      expect(list.statistics).toMatchObject({ total_submissions: 1, failed: 1 });
    });

    it('quiz_not_found for a lesson that is no published quiz; not_enrolled for everyone but students; anonymous 401', async () => {
      const student = await newStudent();
      const section = await createSection(course.id, instructor.auth);
      const text = await createLesson(course.id, section.id, instructor.auth);
      expectShortError(await api('POST', quizPath(text.id, 'submit'), { auth: student.auth, body: { answers: {} } }), 404, 'quiz_not_found');
      const draft = await createLesson(course.id, section.id, instructor.auth, { type: 'quiz' });
      expectShortError(await api('GET', quizPath(draft.id, 'result'), { auth: student.auth }), 404, 'quiz_not_found');
      for (const auth of [other.auth, instructor.auth, admin]) {
        const r = await api<any>('POST', quizPath(quiz, 'submit'), { auth, body: { answers: RIGHT } });
        expect(r.status, JSON.stringify(r.body)).toBe(403);
        expect(r.body.code).toBe('not_enrolled');
      }
      expect((await api('POST', quizPath(quiz, 'submit'), { body: { answers: RIGHT } })).status).toBe(401);
      expect((await api('GET', quizPath(quiz, 'result'))).status).toBe(401);
      expect((await api<any>('POST', `/courses/999999999/lessons/${quiz}/quiz/submit`, { auth: student.auth, body: { answers: RIGHT } })).body.code).toBe('course_not_found');
    });

    it('hides correct answers and explanations when show_correct_answers is off', async () => {
      const hidden = await createQuiz(course.id, instructor.auth, { show_correct_answers: false });
      const student = await newStudent();
      const res = await ok('POST', quizPath(hidden, 'submit'), student.auth, { answers: WRONG });
      expect(res.detailed_results.every((d: any) => !('correct_answer' in d) && !('explanation' in d))).toBe(true);
      expect(res.detailed_results[0]).toMatchObject({ question_id: 'q1', is_correct: false });
    });
  });

  describe('time limit', () => {
    it('measures from the attempt start; a late submit is recorded failed and ungraded', async () => {
      const timed = await createQuiz(course.id, instructor.auth, { time_limit: 60 });
      const student = await newStudent();
      const start = await ok('POST', quizPath(timed, 'start'), student.auth);
      expect(start).toMatchObject({ attempt_number: 1, quiz_settings: { time_limit: 60 } });
      expect(Date.parse(start.expires_at) - Date.parse(start.started_at)).toBe(60_000);
      // A second start keeps the first time.
      expect((await ok('POST', quizPath(timed, 'start'), student.auth)).started_at).toBe(start.started_at);
      const inTime = await ok('POST', quizPath(timed, 'submit'), student.auth, { answers: RIGHT });
      expect(inTime.quiz_result.passed).toBe(true);

      // Without a recorded start the client's time_spent is what is measured.
      const late = await newStudent();
      const res = await ok('POST', quizPath(timed, 'submit'), late.auth, { answers: RIGHT, time_spent: 3600 });
      expect(res.quiz_result).toMatchObject({ passed: false, score: 0, time_limit_exceeded: true, time_spent: 3600 });
      expect(res.can_retake).toBe(true);
    });
    it('reading a timed quiz in the course detail starts its clock: a submit past the limit fails, as after start (issue 26, defect 6)', async () => {
      const timed = await createQuiz(course.id, instructor.auth, { time_limit: 60 });
      // Lesson slugs are not unique in a course: this one's is.
      const slug = `timed-${Math.random().toString(36).slice(2, 8)}`;
      await ok('PATCH', `/admin/courses/${course.id}/lessons/${timed}`, instructor.auth, { slug });
      const lessonOf = (detail: any) => detail.sections.flatMap((s: any) => s.lessons).find((l: any) => l.id === timed);
      for (const read of [(l: string) => `/courses/${course.id}?intended_lesson_slug=${l}`, (l: string) => `/courses/${course.slug}/by-slug?intended_lesson_slug=${l}`]) {
        const student = await newStudent();
        // The opened quiz shows its questions, and its clock runs from then.
        const opened = lessonOf(await ok('GET', read(slug), student.auth));
        expect(opened.quiz_questions.map((q: any) => q.id)).toEqual(['q1', 'q2', 'q3']);
        await backdateQuizStart(course.id, timed, student.userId, 3600);
        // Reading it again does not restart the clock.
        expect(lessonOf(await ok('GET', read(slug), student.auth)).quiz_questions).toHaveLength(3);
        const res = await ok('POST', quizPath(timed, 'submit'), student.auth, { answers: RIGHT, time_spent: 5 });
        expect(res.quiz_result).toMatchObject({ passed: false, score: 0, time_limit_exceeded: true });
        expect(res.quiz_result.time_spent).toBeGreaterThanOrEqual(3600);
      }
    });

    it('the outline shows a timed quiz\'s questions only where its clock runs: the opened lesson, start, the first result view', async () => {
      const timed = await createQuiz(course.id, instructor.auth, { time_limit: 60 });
      const untimed = await createQuiz(course.id, instructor.auth);
      const student = await newStudent();
      const lessons = (await ok('GET', `/courses/${course.id}`, student.auth)).sections.flatMap((s: any) => s.lessons);
      expect(lessons.find((l: any) => l.id === timed)).not.toHaveProperty('quiz_questions');
      expect(lessons.find((l: any) => l.id === timed).quiz_settings).toMatchObject({ time_limit: 60 });
      expect(lessons.find((l: any) => l.id === untimed).quiz_questions).toHaveLength(3);
      // Nothing was started by that read: a prompt submit is in time.
      const start = await ok('POST', quizPath(timed, 'start'), student.auth);
      expect(Date.parse(start.started_at)).toBeGreaterThan(Date.now() - 10_000);
    });
  });

  describe('re-enrolment (issue 26, defect 3)', () => {
    it('attempts continue after unenrolling and enrolling again: the next submit is attempt 2, the first kept', async () => {
      const quiz = await createQuiz(course.id, instructor.auth);
      const student = await newStudent();
      expect((await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: WRONG })).quiz_result.attempt_number).toBe(1);
      await ok('POST', `/courses/${course.id}/unenroll`, student.auth);
      await enrol(course.id, student);
      const again = await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: RIGHT });
      expect(again.quiz_result).toMatchObject({ attempt_number: 2, passed: true });
      expect((await ok('GET', `${quizPath(quiz, 'result')}?attempt=1`, student.auth)).quiz_result).toMatchObject({ attempt_number: 1, passed: false });
      expect((await ok('GET', quizPath(quiz, 'result'), student.auth)).quiz_settings).toMatchObject({ attempts_used: 2 });
      // The pass completed the lesson in this enrolment.
      expect((await ok('GET', `/courses/${course.id}`, student.auth)).track.completed_lessons.map(Number)).toContain(quiz);
    });

    it('attempts continue after an administrator removes and re-adds the student; a passed quiz may be retaken in the new enrolment', async () => {
      const quiz = await createQuiz(course.id, instructor.auth);
      const student = await newStudent();
      expect((await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: RIGHT })).quiz_result).toMatchObject({ attempt_number: 1, passed: true });
      await ok('DELETE', `/admin/courses/${course.id}/students/${student.userId}`, instructor.auth);
      await ok('POST', `/admin/courses/${course.id}/students`, instructor.auth, { user_id: student.userId });
      // The progress started afresh, so the quiz is open again, numbered on from the stored attempts.
      const start = await ok('POST', quizPath(quiz, 'start'), student.auth);
      expect(start.attempt_number).toBe(2);
      const again = await ok('POST', quizPath(quiz, 'submit'), student.auth, { answers: RIGHT });
      expect(again.quiz_result).toMatchObject({ attempt_number: 2, passed: true });
      expectShortError(await api('POST', quizPath(quiz, 'submit'), { auth: student.auth, body: { answers: RIGHT } }), 409, 'already_submitted');
    });

    it('max_attempts counts the attempts of earlier enrolments too', async () => {
      const limited = await createQuiz(course.id, instructor.auth, { max_attempts: 1 });
      const student = await newStudent();
      await ok('POST', quizPath(limited, 'submit'), student.auth, { answers: WRONG });
      await ok('POST', `/courses/${course.id}/unenroll`, student.auth);
      await enrol(course.id, student);
      expectShortError(await api('POST', quizPath(limited, 'submit'), { auth: student.auth, body: { answers: RIGHT } }), 403, 'max_attempts_reached');
    });
  });

  describe('grading and the results list', () => {
    let graded: any;
    let quiz: number;
    let students: TestMember[];

    beforeAll(async () => {
      graded = await createCourse(instructor.auth, { status: 'published' });
      quiz = await createQuiz(graded.id, instructor.auth, { passing_score: 50 }, [
        ...QUESTIONS,
        { id: 'essay', type: 'short_answer', question: 'Explain.', points: 4 },
      ]);
      students = await Promise.all([0, 1, 2].map(() => createMember()));
      for (const s of students) await ok('POST', `/courses/${graded.id}/enroll`, s.auth);
    });

    it('a short answer leaves the result completed until graded; grading adjusts statistics, completes the lesson and notifies', async () => {
      const [a, b, c] = students as [TestMember, TestMember, TestMember];
      const sub = await ok('POST', quizPath(quiz, 'submit', graded), a.auth, { answers: { ...WRONG, essay: 'Because.' }, time_spent: 10 });
      expect(sub.quiz_result).toMatchObject({ status: 'completed', passed: false, score: 0, correct_answers: 0, total_questions: 4 });
      expect(sub.result.status).toBe('pending');
      expect(sub.detailed_results[3]).toMatchObject({ question_id: 'essay', pending_review: true });
      expectShortError(await api('POST', quizPath(quiz, 'submit', graded), { auth: a.auth, body: { answers: RIGHT } }), 409, 'already_submitted');
      await ok('POST', quizPath(quiz, 'submit', graded), b.auth, { answers: { ...RIGHT, essay: 'Yes.' }, time_spent: 20 });
      await ok('POST', quizPath(quiz, 'submit', graded), c.auth, { answers: { ...WRONG, q1: 'a', essay: 'No.' }, time_spent: 30 });

      const before = await ok('GET', `/admin/courses/${graded.id}/quiz-results`, instructor.auth);
      // b: 4 of 8 points = 50 (passed); a 0; c 2 of 8 = 25.
      expect(before.statistics).toEqual({ total_submissions: 3, passed: 1, failed: 2, average_score: 25, average_time: 20 });
      const resultOfA = before.quiz_results.find((r: any) => r.xprofile.user_id === a.userId);

      expect((await api('POST', `/admin/courses/${graded.id}/quiz-results/${resultOfA.id}`, { auth: a.auth, body: { score: 100 } })).status).toBe(403);
      const res = await ok('POST', `/admin/courses/${graded.id}/quiz-results/${resultOfA.id}`, instructor.auth, { answers: { essay: true }, feedback: 'Well argued.' });
      expect(res.quiz_result).toMatchObject({ id: resultOfA.id, score: 50, passed: true, feedback: 'Well argued.', graded_by: { id: instructor.userId } });
      expect(res.quiz_result.graded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((await eventsFor('quiz.graded', a.userId)).map((e) => e.data['lesson_id'])).toEqual([quiz]);
      const after = await ok('GET', `/admin/courses/${graded.id}/quiz-results`, instructor.auth);
      expect(after.statistics).toEqual({ total_submissions: 3, passed: 2, failed: 1, average_score: 41.67, average_time: 20 });
      const mine = await ok('GET', quizPath(quiz, 'result', graded), a.auth);
      expect(mine.quiz_result).toMatchObject({ status: 'graded', passed: true, score: 50, feedback: 'Well argued.' });
      expect((await ok('GET', `/courses/${graded.id}`, a.auth)).track.completed_lessons.map(Number)).toContain(quiz);
      await expect.poll(async () => (await ok('GET', '/notifications', a.auth)).notifications.data.map((n: any) => n.action), { timeout: 20_000 }).toContain('course/quiz_graded');

      // The original's body: status failed.
      const regraded = await ok('POST', `/admin/courses/${graded.id}/quiz-results/${resultOfA.id}`, admin, { status: 'failed', score: 10 });
      expect(regraded.quiz_result).toMatchObject({ score: 10, passed: false });
      expect((await ok('GET', `/admin/courses/${graded.id}/quiz-results`, admin)).statistics).toMatchObject({ passed: 1, failed: 2 });
      expectShortError(await api('POST', `/admin/courses/${graded.id}/quiz-results/999999999`, { auth: instructor.auth, body: {} }), 404, 'quiz_not_found');
    });

    it('filters, orders and paginates; rows have the spec shape; refused to others', async () => {
      const base = `/admin/courses/${graded.id}/quiz-results`;
      const all = await ok('GET', base, instructor.auth);
      expect(all.quiz_results).toHaveLength(3);
      expect(Object.keys(all.quiz_results[0]).sort()).toEqual(
        ['attempt_number', 'correct_answers', 'id', 'lesson', 'passed', 'score', 'status', 'submitted_at', 'time_spent', 'total_questions', 'user_id', 'xprofile'].sort(),
      );
      expect(all.quiz_results[0].lesson).toEqual({ id: quiz, title: 'Quiz', slug: 'quiz' });
      const times = all.quiz_results.map((r: any) => r.submitted_at);
      expect([...times].sort().reverse()).toEqual(times);
      const byScore = (await ok('GET', `${base}?orderby=score&order=asc`, instructor.auth)).quiz_results.map((r: any) => r.score);
      expect(byScore).toEqual([...byScore].sort((x: number, y: number) => x - y));
      const names = (await ok('GET', `${base}?orderby=user_name&order=asc`, instructor.auth)).quiz_results.map((r: any) => r.xprofile.display_name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const passed = await ok('GET', `${base}?status=passed`, instructor.auth);
      expect(passed.quiz_results.every((r: any) => r.passed)).toBe(true);
      expect(passed.pagination.total).toBe(passed.quiz_results.length);
      const one = await ok('GET', `${base}?user_id=${students[1]!.userId}&lesson_id=${quiz}`, instructor.auth);
      expect(one.quiz_results.map((r: any) => r.xprofile.user_id)).toEqual([students[1]!.userId]);
      expect(one.pagination.total).toBe(1);
      const paged = await ok('GET', `${base}?per_page=2&page=2`, instructor.auth);
      expect(paged.pagination).toMatchObject({ total: 3, per_page: 2, current_page: 2, total_pages: 2 });
      expect(paged.quiz_results).toHaveLength(1);
      expect((await api('GET', `${base}?orderby=title`, { auth: instructor.auth })).status).toBe(400);
      expect((await api('GET', base, { auth: students[0]!.auth })).status).toBe(403);
      expect((await api('GET', base, { auth: other.auth })).status).toBe(403);
      expect((await api('GET', base)).status).toBe(401);
      expect((await ok('GET', base, admin)).statistics.total_submissions).toBe(3);
    });
  });
});
