/**
 * Gated courses over HTTP (docs/courses.md, "Gated courses"; issue 28 item 7): a membership
 * lockscreen's conditions (required_membership, required_role) met and not met, a payment
 * lockscreen and a price refusing self-enrolment and the administrators' add opening it, drip by
 * scheduled_at and by unlock_days (dates set in the past or the future, no sleeping), a locked
 * lesson's view and completion, course administrators never locked, and a quiz lesson completed
 * only by passing it. Every setting here is the course's own: a normal (parallel) file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { adminBearer, createCourse, createInstructor, createLesson, createSection, ok, publishLesson, publishedCourse } from '../../support/courses.ts';
import { createQuiz, RIGHT } from '../../support/quizzes.ts';
import { createSpace, expectError, join } from '../../support/spaces.ts';
import { zonedToUtc } from '#platform/core/zoned-time.ts';

const enrol = (courseId: number, auth: Auth) => api<any>('POST', `/courses/${courseId}/enroll`, { auth });
const lock = (courseId: number, auth: Auth, body: Record<string, unknown>) => api<any>('PUT', `/admin/courses/${courseId}/lockscreens`, { auth, body });
const complete = (courseId: number, lessonId: number, auth: Auth) => api<any>('POST', `/courses/${courseId}/lessons/${lessonId}/complete`, { auth });
const sql = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** A published section of `courseId` holding one published lesson; answers both. */
async function sectionWithLesson(courseId: number, auth: Auth, title: string) {
  const section = await createSection(courseId, auth, { title, status: 'published' });
  const lesson = await createLesson(courseId, section.id, auth, { title: `${title} lesson` });
  const published = await publishLesson(courseId, lesson.id, auth, `Body of ${title}`);
  return { section, lesson: published };
}

describe('courses: gated courses', () => {
  let admin: Auth;
  let instructor: TestMember;

  beforeAll(async () => {
    [admin, instructor] = await Promise.all([adminBearer(), createInstructor()]);
  });

  describe('membership lockscreen conditions', () => {
    it('required_membership: members of a named space enrol themselves, others get course_locked naming it', async () => {
      const space = await createSpace({ privacy: 'public' });
      const { course } = await publishedCourse(instructor.auth, 1);
      // Slugs are resolved and stored as space ids.
      const set = await lock(course.id, instructor.auth, { enabled: true, type: 'membership', conditions: { required_membership: space.slug }, message: 'Members of the club' });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.lockscreen.conditions.required_membership).toBe(String(space.id));
      const [outsider, insider] = await Promise.all([createMember(), createMember()]);
      await join(space.slug, insider.auth);
      const refused = await enrol(course.id, outsider.auth);
      expectError(refused, 403, 'course_locked');
      expect(refused.body.data.missing).toEqual({ required_membership: [space.id] });
      expect(refused.body.data.lockscreen.message).toBe('Members of the club');
      // A lock with conditions is self-service for those who meet them.
      expect((await ok('GET', `/courses/${course.id}`, outsider.auth)).course.can_self_enroll).toBe(true);
      expect((await ok('POST', `/courses/${course.id}/enroll`, insider.auth)).data.user_id).toBe(insider.userId);
      // Met later: the outsider joins the space and enrols.
      await join(space.slug, outsider.auth);
      await ok('POST', `/courses/${course.id}/enroll`, outsider.auth);
      // A space that does not exist is refused, and nothing changes.
      expectError(await lock(course.id, instructor.auth, { enabled: true, type: 'membership', conditions: { required_membership: `${space.slug},no-such-space-xyz` } }), 400, 'rest_invalid_param');
      const late = await enrol(course.id, (await createMember()).auth);
      expect(late.body.data.missing).toEqual({ required_membership: [space.id] });
    });

    it('required_role: that community role or a higher one enrols; both conditions must be met', async () => {
      const space = await createSpace({ privacy: 'public' });
      const { course } = await publishedCourse(instructor.auth, 1);
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: true, type: 'membership', conditions: { required_role: 'moderator' } });
      const [member, moderator, clubMember] = await Promise.all([createMember(), createMember({ role: 'moderator' }), createMember()]);
      const refused = await enrol(course.id, member.auth);
      expectError(refused, 403, 'course_locked');
      expect(refused.body.data.missing).toEqual({ required_role: 'moderator' });
      await ok('POST', `/courses/${course.id}/enroll`, moderator.auth);
      // An administrator (higher) meets it too; administrators enrol past any lock anyway.
      expectError(await lock(course.id, instructor.auth, { enabled: true, type: 'membership', conditions: { required_role: 'vip' } }), 400, 'rest_invalid_param');

      // Both: the space's member who is no moderator lacks the role only.
      await join(space.slug, clubMember.auth);
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: true, type: 'membership', conditions: { required_role: 'moderator', required_membership: String(space.id) } });
      const partly = await enrol(course.id, clubMember.auth);
      expectError(partly, 403, 'course_locked');
      expect(partly.body.data.missing).toEqual({ required_role: 'moderator' });
      // Lock off: everyone enrols.
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: false, type: 'membership', conditions: { required_role: 'moderator' } });
      await ok('POST', `/courses/${course.id}/enroll`, member.auth);
    });

    it('a membership lockscreen without conditions is granted by an administrator only', async () => {
      const { course } = await publishedCourse(instructor.auth, 1);
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: true, type: 'membership' });
      const m = await createMember();
      const refused = await enrol(course.id, m.auth);
      expectError(refused, 403, 'course_locked');
      expect(refused.body.data.missing).toEqual({ grant: true });
      expect((await ok('GET', `/courses/${course.id}`, m.auth)).course.can_self_enroll).toBe(false);
    });
  });

  describe('payment', () => {
    it('a price above 0 refuses self-enrolment; the administrators\' add grants it; price 0 opens it again', async () => {
      const { course, lessons } = await publishedCourse(instructor.auth, 1, { price: 49 });
      const [buyer, other] = await Promise.all([createMember(), createMember()]);
      const refused = await enrol(course.id, buyer.auth);
      expectError(refused, 403, 'course_locked');
      expect(refused.body.data).toMatchObject({ lockscreen: null, missing: { payment: { price: 49 } } });
      const seen = await ok('GET', `/courses/${course.id}`, buyer.auth);
      expect(seen.course.can_self_enroll).toBe(false);
      expect(seen.sections[0].lessons[0].can_view).toBe(false);
      // The integration's door: a course administrator (or the shop's integration with an administrator's credentials) adds the buyer.
      expectError(await api('POST', `/admin/courses/${course.id}/students`, { auth: other.auth, body: { user_id: other.userId } }), 403, 'rest_forbidden');
      const added = await ok('POST', `/admin/courses/${course.id}/students`, admin, { user_id: buyer.userId });
      expect(added.data).toMatchObject({ course_id: course.id, user_id: buyer.userId });
      const opened = await ok('GET', `/courses/${course.id}?intended_lesson_slug=${encodeURIComponent(seen.sections[0].lessons[0].slug)}`, buyer.auth);
      expect(opened.sections[0].lessons[0]).toMatchObject({ can_view: true, content: expect.stringContaining('Body 1') });
      await ok('POST', `/courses/${course.id}/lessons/${lessons[0]}/complete`, buyer.auth);
      // Free again: self-enrolment is open.
      await ok('PUT', `/courses/${course.id}`, instructor.auth, { price: 0 });
      await ok('POST', `/courses/${course.id}/enroll`, other.auth);
    });

    it('a payment lockscreen refuses self-enrolment of a free course; switched off, it enrols', async () => {
      const { course } = await publishedCourse(instructor.auth, 1);
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: true, type: 'payment', message: 'Buy it', button_url: 'https://shop.example.com/c' });
      const m = await createMember();
      const refused = await enrol(course.id, m.auth);
      expectError(refused, 403, 'course_locked');
      expect(refused.body.message).toBe('Buy it');
      expect(refused.body.data).toMatchObject({ lockscreen: { type: 'payment' }, missing: { payment: { price: 0 } } });
      await ok('PUT', `/admin/courses/${course.id}/lockscreens`, instructor.auth, { enabled: false, type: 'payment' });
      await ok('POST', `/courses/${course.id}/enroll`, m.auth);
    });
  });

  describe('drip', () => {
    it('scheduled_at: a future section is locked for students (view, completion, quiz), open in the past, never for administrators', async () => {
      const course = await createCourse(instructor.auth, { status: 'published', course_type: 'scheduled' });
      const past = await sectionWithLesson(course.id, instructor.auth, 'Past');
      const future = await sectionWithLesson(course.id, instructor.auth, 'Future');
      await ok('PATCH', `/admin/courses/${course.id}/sections/${past.section.id}`, instructor.auth, { scheduled_at: '2020-01-01 08:00:00' });
      // A date alone is its midnight in the site's time zone.
      const patched = await ok('PATCH', `/admin/courses/${course.id}/sections/${future.section.id}`, instructor.auth, { scheduled_at: '2099-06-01' });
      const timezone = (await ok('GET', '/settings/public', admin)).data.timezone;
      const unlock = sql(zonedToUtc('2099-06-01 00:00:00', String(timezone)).toISOString());
      expect(patched.topic.scheduled_at).toBe(unlock);
      const quizId = await createQuiz(course.id, instructor.auth);
      await ok('PATCH', `/admin/courses/${course.id}/sections/${(await ok('GET', `/admin/courses/${course.id}/lessons/${quizId}`, instructor.auth)).lesson.section_id}`, instructor.auth, { scheduled_at: '2099-06-01 10:00:00' });

      const student = await createMember();
      await ok('POST', `/courses/${course.id}/enroll`, student.auth);
      const view = await ok('GET', `/courses/${course.id}?intended_lesson_slug=${encodeURIComponent(future.lesson.slug)}`, student.auth);
      const byTitle = (t: string) => view.sections.find((s: any) => s.title === t);
      expect(byTitle('Past')).toMatchObject({ is_locked: false, unlock_date: null, lessons: [{ is_locked: false, can_view: true }] });
      expect(byTitle('Future')).toMatchObject({ is_locked: true, unlock_date: unlock, lessons: [{ is_locked: true, unlock_date: unlock, lock_type: 'drip', can_view: false, content: '', lazy_load: true }] });
      expect(byTitle('Future').lessons[0].meta.media).toBeUndefined();
      const locked = await complete(course.id, future.lesson.id, student.auth);
      expectError(locked, 403, 'lesson_locked');
      expect(locked.body.data).toMatchObject({ lesson_id: future.lesson.id, unlock_date: unlock });
      // The quiz routes answer short errors (code and message).
      for (const [method, path, body] of [['POST', 'start', undefined], ['POST', 'submit', { answers: RIGHT }], ['GET', 'result', undefined]] as const) {
        const res = await api<any>(method, `/courses/${course.id}/lessons/${quizId}/quiz/${path}`, { auth: student.auth, ...(body ? { body } : {}) });
        expect([res.status, res.body.code], path).toEqual([403, 'lesson_locked']);
      }
      await ok('POST', `/courses/${course.id}/lessons/${past.lesson.id}/complete`, student.auth);

      // Course administrators are never locked: the instructor and a community administrator read the content.
      for (const auth of [instructor.auth, admin]) {
        const adminView = await ok('GET', `/courses/${course.id}?intended_lesson_slug=${encodeURIComponent(future.lesson.slug)}`, auth);
        const s = adminView.sections.find((x: any) => x.title === 'Future');
        expect(s).toMatchObject({ is_locked: false, lessons: [{ is_locked: false, can_view: true, content: expect.stringContaining('Body of Future') }] });
      }

      // The date moved to the past: open.
      await ok('PATCH', `/admin/courses/${course.id}/sections/${future.section.id}`, instructor.auth, { scheduled_at: '2021-01-01' });
      const open = await ok('GET', `/courses/${course.id}?intended_lesson_slug=${encodeURIComponent(future.lesson.slug)}`, student.auth);
      expect(open.sections.find((s: any) => s.title === 'Future').lessons[0]).toMatchObject({ is_locked: false, can_view: true, content: expect.stringContaining('Body of Future') });
      await ok('POST', `/courses/${course.id}/lessons/${future.lesson.id}/complete`, student.auth);
    });

    it('unlock_days: a section opens that many days after the student\'s enrolment', async () => {
      const course = await createCourse(instructor.auth, { status: 'published', course_type: 'structured' });
      const first = await sectionWithLesson(course.id, instructor.auth, 'Day zero');
      const later = await sectionWithLesson(course.id, instructor.auth, 'Day three');
      await ok('PATCH', `/admin/courses/${course.id}/sections/${first.section.id}`, instructor.auth, { reactions_count: 0 });
      await ok('PATCH', `/admin/courses/${course.id}/sections/${later.section.id}`, instructor.auth, { reactions_count: 3 });
      const [student, reader] = await Promise.all([createMember(), createMember()]);
      const enrolled = await ok('POST', `/courses/${course.id}/enroll`, student.auth);
      const unlock = sql(new Date(Date.parse(`${enrolled.data.enrolled_at.replace(' ', 'T')}Z`) + 3 * 86_400_000).toISOString());

      const view = await ok('GET', `/courses/${course.id}`, student.auth);
      expect(view.sections.map((s: any) => [s.title, s.is_locked, s.unlock_date])).toEqual([
        ['Day zero', false, null],
        ['Day three', true, unlock],
      ]);
      const refused = await complete(course.id, later.lesson.id, student.auth);
      expectError(refused, 403, 'lesson_locked');
      expect(refused.body.data.unlock_date).toBe(unlock);
      await ok('POST', `/courses/${course.id}/lessons/${first.lesson.id}/complete`, student.auth);
      // A reader who is not enrolled sees the lock without a date (it runs from an enrolment).
      const outside = await ok('GET', `/courses/${course.id}`, reader.auth);
      expect(outside.sections.find((s: any) => s.title === 'Day three')).toMatchObject({ is_locked: true, unlock_date: null });
      // The instructor is not locked.
      expect((await ok('GET', `/courses/${course.id}`, instructor.auth)).sections.every((s: any) => !s.is_locked)).toBe(true);

      // Enrolled four days ago (the enrolment's date set in the past): open.
      const { ddb, tableName } = await import('#platform/data/client.ts');
      const { keys } = await import('#platform/data/keys.ts');
      const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
      await ddb.send(new UpdateCommand({ TableName: tableName, Key: keys.spaceMember(course.id, student.userId), UpdateExpression: 'SET joined_at = :at', ExpressionAttributeValues: { ':at': new Date(Date.now() - 4 * 86_400_000).toISOString() } }));
      const open = await ok('GET', `/courses/${course.id}?intended_lesson_slug=${encodeURIComponent(later.lesson.slug)}`, student.auth);
      expect(open.sections.find((s: any) => s.title === 'Day three')).toMatchObject({ is_locked: false, lessons: [{ can_view: true, content: expect.stringContaining('Body of Day three') }] });
      const done = await ok('POST', `/courses/${course.id}/lessons/${later.lesson.id}/complete`, student.auth);
      expect(done.data.progress_percentage).toBe(100);
    });

    it('a self-paced course has no drip', async () => {
      const { course, section } = await publishedCourse(instructor.auth, 1);
      expectError(await api('PATCH', `/admin/courses/${course.id}/sections/${section.id}`, { auth: instructor.auth, body: { scheduled_at: '2099-01-01' } }), 400, 'rest_invalid_param');
      const m = await createMember();
      await ok('POST', `/courses/${course.id}/enroll`, m.auth);
      expect((await ok('GET', `/courses/${course.id}`, m.auth)).sections[0].is_locked).toBe(false);
    });
  });

  describe('quiz lessons', () => {
    it('a quiz that requires passing is completed by passing it, not through /complete; one without a passing score is', async () => {
      const { course } = await publishedCourse(instructor.auth, 1);
      const quizId = await createQuiz(course.id, instructor.auth, { passing_score: 60 });
      const openQuiz = await createQuiz(course.id, instructor.auth, { passing_score: 0 });
      const m = await createMember();
      await ok('POST', `/courses/${course.id}/enroll`, m.auth);
      const refused = await complete(course.id, quizId, m.auth);
      expectError(refused, 403, 'quiz_not_passed');
      expect(refused.body.data).toMatchObject({ passing_score: 60 });
      expectError(await api('PUT', `/courses/${course.id}/lessons/${quizId}/completion`, { auth: m.auth, body: { state: 'completed' } }), 403, 'quiz_not_passed');
      expect((await ok('GET', `/courses/${course.id}/progress`, m.auth)).data.completed_lesson_ids).toEqual([]);
      const submitted = await ok('POST', `/courses/${course.id}/lessons/${quizId}/quiz/submit`, m.auth, { answers: RIGHT });
      expect(submitted.quiz_result.passed).toBe(true);
      // Passed: a repeat of /complete answers the completion.
      expect((await ok('POST', `/courses/${course.id}/lessons/${quizId}/complete`, m.auth)).data.completed_at).not.toBeNull();
      await ok('POST', `/courses/${course.id}/lessons/${openQuiz}/complete`, m.auth);
    });
  });
});
