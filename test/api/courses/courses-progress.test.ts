/**
 * Progress over HTTP (docs/courses.md, "Enrolment and progress", "Certificates"): the progress
 * read for each role, completing and undoing lessons under both paths (a repeat writes nothing),
 * course completion once under concurrent completions, reset, time spent, the detail's track and
 * certificates (a stable id, the page in the media bucket).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsFor, outboxEvents } from '../../support/events.ts';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { DATETIME } from '../../support/identity.ts';
import { adminBearer, createInstructor, createLesson, ok, publishedCourse } from '../../support/courses.ts';
import { objectKeys } from '../../support/media.ts';
import { expectError } from '../../support/spaces.ts';

/** A published course (test/support/courses.ts) with one more lesson left in draft. */
async function courseWithDraft(auth: Auth, lessons: number) {
  const built = await publishedCourse(auth, lessons);
  const draft = await createLesson(built.course.id, built.section.id, auth, { title: 'Draft lesson' });
  return { ...built, draftId: draft.id as number };
}

const lessonEvents = (userId: number, lessonId: number) =>
  outboxEvents('lesson.completed', (e) => e.data['user_id'] === userId && e.data['lesson_id'] === lessonId);

async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('courses: progress', () => {
  let admin: Auth;
  let instructor: TestMember;
  let student: TestMember;
  let other: TestMember;
  let course: any;
  let lessons: number[];
  let draftId: number;

  beforeAll(async () => {
    [admin, instructor, student, other] = await Promise.all([adminBearer(), createInstructor(), createMember(), createMember()]);
    ({ course, lessons, draftId } = await courseWithDraft(instructor.auth, 2));
    await ok('POST', `/courses/${course.id}/enroll`, student.auth);
  });

  const path = (rest: string) => `/courses/${course.id}${rest}`;

  it('answers progress to its student only', async () => {
    const p = await ok('GET', path('/progress'), student.auth);
    expect(p.data).toMatchObject({ course_id: course.id, progress_percentage: 0, completed_lessons: 0, total_lessons: 2, completed_at: null, certificate_url: null });
    expect(p.data.next_lesson).toEqual({ id: lessons[0], title: 'Lesson 1', order: 1 });
    expect(p.data.enrolled_at).toMatch(DATETIME);
    expectError(await api('GET', path('/progress')), 401, 'rest_forbidden');
    expectError(await api('GET', path('/progress'), { auth: other.auth }), 403, 'not_enrolled');
    expectError(await api('GET', path('/progress'), { auth: instructor.auth }), 403, 'not_enrolled');
    expectError(await api('GET', path('/progress'), { auth: admin }), 403, 'not_enrolled');
    expectError(await api('GET', '/courses/999999999/progress', { auth: student.auth }), 404, 'course_not_found');
  });

  it('records time spent and the last access', async () => {
    const p = await ok('GET', path('/progress?time_spent=30'), student.auth);
    expect(p.data.time_spent).toBe(30);
    expect(p.data.last_accessed).toMatch(DATETIME);
    expect(p.data.started_at).toMatch(DATETIME);
    expect((await ok('GET', path('/progress?time_spent=15'), student.auth)).data.time_spent).toBe(45);
    expectError(await api('GET', path('/progress?time_spent=-1'), { auth: student.auth }), 400, 'rest_invalid_param');
  });

  it('completes a lesson once: a repeat answers the stored completed_at and writes nothing', async () => {
    expectError(await api('POST', path(`/lessons/${lessons[0]}/complete`), { auth: other.auth }), 403, 'not_enrolled');
    expectError(await api('POST', path(`/lessons/${lessons[0]}/complete`)), 401, 'rest_forbidden');
    const done = await ok('POST', path(`/lessons/${lessons[0]}/complete`), student.auth);
    expect(done.data).toEqual({ lesson_id: lessons[0], completed_at: expect.stringMatching(DATETIME), progress_percentage: 50, next_lesson: { id: lessons[1], title: 'Lesson 2', order: 2 } });
    expect(done.track).toEqual({ completed_lessons: [lessons[0]], isEnrolled: true, progress: 50 });
    const again = await ok('POST', path(`/lessons/${lessons[0]}/complete`), student.auth);
    expect(again.data.completed_at).toBe(done.data.completed_at);
    expect(again.message).toMatch(/already/);
    expect(await lessonEvents(student.userId, lessons[0]!)).toHaveLength(1);
    const shown = await ok('GET', `/courses/${course.id}`, student.auth);
    expect(shown.track).toEqual({ completed_lessons: [lessons[0]], isEnrolled: true, progress: 50 });
    expect(shown.data.progress).toBe(50);
    // A draft lesson, or one of another course, cannot be completed.
    expectError(await api('POST', path(`/lessons/${draftId}/complete`), { auth: student.auth }), 404, 'lesson_not_found');
    expectError(await api('POST', path('/lessons/999999999/complete'), { auth: student.auth }), 404, 'lesson_not_found');
  });

  it('undoes a completion, and the original PUT .../completion does both', async () => {
    const undone = await ok('POST', path(`/lessons/${lessons[0]}/incomplete`), student.auth);
    expect(undone.data).toMatchObject({ lesson_id: lessons[0], completed_at: null, progress_percentage: 0, next_lesson: { id: lessons[0] } });
    expect(undone.is_completed).toBe(false);
    expect((await ok('POST', path(`/lessons/${lessons[0]}/incomplete`), student.auth)).data.progress_percentage).toBe(0);
    const put = await ok('PUT', path(`/lessons/${lessons[0]}/completion`), student.auth, { state: 'completed' });
    expect(put).toMatchObject({ is_completed: true, track: { completed_lessons: [lessons[0]], progress: 50 } });
    expectError(await api('PUT', path(`/lessons/${lessons[0]}/completion`), { auth: student.auth, body: { state: 'done' } }), 400, 'rest_invalid_param');
    expect((await ok('PUT', path(`/lessons/${lessons[0]}/completion`), student.auth, { state: 'incomplete' })).track.progress).toBe(0);
  });

  it('completes the course with its last lesson (course.completed once), and a certificate follows', async () => {
    const before = await api<any>('GET', path('/certificate'), { auth: student.auth });
    expectError(before, 400, 'course_not_complete');
    expect(before.body.data.progress_percentage).toBe(0);
    expectError(await api('GET', path('/certificate'), { auth: other.auth }), 403, 'not_enrolled');

    await ok('POST', path(`/lessons/${lessons[0]}/complete`), student.auth);
    expectError(await api('GET', path('/certificate'), { auth: student.auth }), 400, 'course_not_complete');
    const last = await ok('POST', path(`/lessons/${lessons[1]}/complete`), student.auth);
    expect(last.data).toMatchObject({ progress_percentage: 100, next_lesson: null });
    const completed = await eventsFor('course.completed', student.userId);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({ course_id: course.id, completed_at: expect.stringMatching(DATETIME) });
    expect((await ok('GET', `/admin/courses/${course.id}`, admin)).course.studentsCount).toBe(1);

    const cert = (await ok('GET', path('/certificate'), student.auth)).data;
    expect(cert).toMatchObject({ certificate_id: expect.stringMatching(/^[0-9a-f]{32}$/), issued_at: expect.stringMatching(DATETIME), course_title: course.title, student_name: expect.any(String) });
    expect(cert.certificate_url).toContain(`certificates/${cert.certificate_id}.html`);
    // Concurrent requests agree on one id.
    const again = await Promise.all([0, 1, 2].map(() => ok('GET', path('/certificate'), student.auth)));
    expect(new Set(again.map((r) => r.data.certificate_id))).toEqual(new Set([cert.certificate_id]));
    const keys = await eventually(() => objectKeys(`certificates/${cert.certificate_id}`), (k) => k.length > 0);
    expect(keys).toEqual([`certificates/${cert.certificate_id}.html`]);
    const page = await fetch(cert.certificate_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('@page');
    expect(html).toContain(course.title);
    expect(html).toContain(cert.student_name);
    expect((await ok('GET', path('/progress'), student.auth)).data).toMatchObject({ progress_percentage: 100, completed_at: expect.stringMatching(DATETIME), certificate_url: null });
  });

  it('concurrent completions of one student count each lesson once and complete the course once', async () => {
    const { course: c, lessons: ls } = await courseWithDraft(instructor.auth, 4);
    const m = await createMember();
    await ok('POST', `/courses/${c.id}/enroll`, m.auth);
    const calls = [...ls, ...ls].map((id) => api<any>('POST', `/courses/${c.id}/lessons/${id}/complete`, { auth: m.auth }));
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([...ls, ...ls].map(() => 200));
    const p = await ok('GET', `/courses/${c.id}/progress`, m.auth);
    expect(p.data).toMatchObject({ progress_percentage: 100, completed_lessons: 4, next_lesson: null });
    expect(await eventsFor('course.completed', m.userId)).toHaveLength(1);
    for (const id of ls) expect(await lessonEvents(m.userId, id)).toHaveLength(1);
    const students = await ok('GET', `/courses/${c.id}/students`, instructor.auth);
    expect(students.data[0]).toMatchObject({ user_id: m.userId, progress_percentage: 100, completed_at: expect.stringMatching(DATETIME) });
  });

  it('resets progress: the student\'s own, and an administrator\'s of a student', async () => {
    const { course: c, lessons: ls } = await courseWithDraft(instructor.auth, 1);
    const m = await createMember();
    await ok('POST', `/courses/${c.id}/enroll`, m.auth);
    await ok('POST', `/courses/${c.id}/lessons/${ls[0]}/complete`, m.auth);
    expect((await ok('GET', '/courses/my-courses?status=completed', m.auth)).data.map((x: any) => x.id)).toEqual([c.id]);
    const reset = await ok('DELETE', `/courses/${c.id}/progress`, m.auth);
    expect(reset.track).toEqual({ completed_lessons: [], isEnrolled: true, progress: 0 });
    expect((await ok('GET', `/courses/${c.id}/progress`, m.auth)).data).toMatchObject({ progress_percentage: 0, completed_at: null });
    expect((await ok('GET', '/courses/my-courses?status=active', m.auth)).data.map((x: any) => x.id)).toEqual([c.id]);
    await ok('POST', `/courses/${c.id}/lessons/${ls[0]}/complete`, m.auth);
    expectError(await api('DELETE', `/admin/courses/${c.id}/students/${m.userId}/progress`, { auth: other.auth }), 403, 'rest_forbidden');
    await ok('DELETE', `/admin/courses/${c.id}/students/${m.userId}/progress`, instructor.auth);
    expect((await ok('GET', `/courses/${c.id}/progress`, m.auth)).data.progress_percentage).toBe(0);
    expectError(await api('DELETE', `/admin/courses/${c.id}/students/${other.userId}/progress`, { auth: instructor.auth }), 400, 'not_a_student');
    expectError(await api('DELETE', `/courses/${c.id}/progress`, { auth: other.auth }), 403, 'not_enrolled');
  });

  it('a lesson unpublished after completion stops counting', async () => {
    const { course: c, lessons: ls } = await courseWithDraft(instructor.auth, 2);
    const m = await createMember();
    await ok('POST', `/courses/${c.id}/enroll`, m.auth);
    await ok('POST', `/courses/${c.id}/lessons/${ls[0]}/complete`, m.auth);
    await ok('PATCH', `/admin/courses/${c.id}/lessons/${ls[0]}`, instructor.auth, { status: 'draft' });
    expect((await ok('GET', `/courses/${c.id}/progress`, m.auth)).data).toMatchObject({ progress_percentage: 0, total_lessons: 1, next_lesson: { id: ls[1] } });
  });

  describe('events', () => {
    it('lesson.completed carries the lesson and its course for the activity history', async () => {
      const [e] = await lessonEvents(student.userId, lessons[1]!);
      expect(e!.space_id).toBe(course.id);
      expect(e!.data).toMatchObject({ lesson_id: lessons[1], lesson_title: 'Lesson 2', lesson_slug: expect.any(String), course: { id: course.id, slug: course.slug } });
    });
  });
});
